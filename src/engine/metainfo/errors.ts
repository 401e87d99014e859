import type { MetainfoProblem } from './types.js'

/** A metainfo file that cannot be read as definitions at all; the message names file and paths. */
export class MetainfoError extends Error {
  constructor(readonly source: string, readonly details: string[]) {
    super(`${source}: ${details.join('; ')}`)
    this.name = 'MetainfoError'
  }
}

interface IssueLike { path: PropertyKey[]; message: string }

/** `sections.Material.quantities.elements.type: Invalid input` style lines. */
export function formatZodIssues(issues: readonly IssueLike[]): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
}

/** One line per problem: `error at definitions.sections.X.base_sections: base section 'y' cannot be resolved`. */
export function formatProblems(problems: MetainfoProblem[]): string {
  return problems
    .map((p) => `${p.severity} at ${p.source ? `${p.source}: ` : ''}${p.path}: ${p.message}`)
    .join('\n')
}
