// Types of parser.generated.js (written by hand: the parser is generated from grammar.peggy).
import type { FilterNode } from './filterAst.js'

export interface FilterLocation {
  readonly line: number
  readonly column: number
  readonly offset: number
}

export type FilterExpectation =
  | { readonly type: 'literal'; readonly text: string; readonly ignoreCase: boolean }
  | { readonly type: 'class'; readonly parts: unknown[]; readonly inverted: boolean; readonly ignoreCase: boolean }
  | { readonly type: 'any' }
  | { readonly type: 'end' }
  | { readonly type: 'other'; readonly description: string }

export declare class SyntaxError extends globalThis.SyntaxError {
  readonly expected: FilterExpectation[] | null
  readonly found: string | null
  readonly location: { readonly start: FilterLocation; readonly end: FilterLocation }
}

export declare const StartRules: string[]

export declare function parse(input: string, options?: { startRule?: 'Filter' }): FilterNode
