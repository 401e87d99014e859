import type { Annotations, QuantityType, SearchField, Shape } from './types.js'

/**
 * Definitions as a loader read them, before names are resolved. Both loaders (ours and NOMAD's
 * `definitions:` format) produce drafts; `buildModel` resolves them into a Model.
 */

export type DraftType =
  | { kind: 'resolved'; type: QuantityType }
  /** A section reference by name, path or qualified name; resolved by the loader's resolver. */
  | { kind: 'reference'; ref: string }
  | { kind: 'invalid'; message: string }

export interface DraftQuantity {
  name: string
  path: string
  description?: string
  type: DraftType
  shape?: Shape
  unit?: string
  default?: unknown
  virtual?: boolean
  searchable?: boolean
  /** Used when `searchable` is not given and the type can be searched; else the package default. */
  searchableByDefault?: boolean
  aggregatable?: boolean
  suggestion?: boolean
  searchFields: SearchField[]
  annotations: Annotations
  more?: Record<string, unknown>
}

export interface DraftSubSection {
  name: string
  path: string
  description?: string
  /** Unresolved reference to the contained section; undefined when the definition lacks one. */
  section?: string
  repeats: boolean
  searchable?: boolean
  nested: boolean
  flatten: boolean
  annotations: Annotations
  more?: Record<string, unknown>
}

export interface DraftSection {
  name: string
  path: string
  /** The file this definition was read from, when a package spans several files. */
  source?: string
  description?: string
  label?: string
  aliases: string[]
  baseSections: string[]
  quantities: DraftQuantity[]
  subSections: DraftSubSection[]
  innerSections: DraftSection[]
  annotations: Annotations
  more?: Record<string, unknown>
}

export interface DraftPackage {
  name: string
  description?: string
  source?: string
  /** Quantities and sub sections without an explicit `searchable` flag get this value (when eligible). */
  searchableByDefault: boolean
  sections: DraftSection[]
  categories?: { name: string; description?: string; more?: Record<string, unknown> }[]
}
