import type { z } from 'zod'

export type IssuePath = readonly PropertyKey[]

/** One problem in a config file, located as precisely as the source allows. */
export interface ConfigIssue {
  file: string
  /** 1-based; 0 when the position is unknown. */
  line: number
  /** 1-based; 0 when the position is unknown. */
  column: number
  /** Dotted path into the config, e.g. `dashboard.widgets[0].type`; empty for the whole file. */
  path: string
  message: string
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `['dashboard', 'widgets', 0, 'type']` → `dashboard.widgets[0].type`; odd keys are quoted: `filters_locked["a.b"]`. */
export function formatPath(path: IssuePath): string {
  let text = ''
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) text += text === '' ? segment : `.${segment}`
    else text += `[${JSON.stringify(String(segment))}]`
  }
  return text
}

export function formatIssue(issue: ConfigIssue): string {
  const where = issue.line > 0 ? `${issue.file}:${issue.line}:${issue.column}` : issue.file
  return `${where} ${issue.path || '(root)'}: ${issue.message}`
}

/** Thrown when config files do not load; `format()` prints one `file:line:col path: message` line per issue. */
export class ConfigLoadError extends Error {
  readonly issues: readonly ConfigIssue[]

  constructor(issues: readonly ConfigIssue[]) {
    super(`Invalid configuration:\n${issues.map(formatIssue).join('\n')}`)
    this.name = 'ConfigLoadError'
    this.issues = issues
  }

  format(): string {
    return this.issues.map(formatIssue).join('\n')
  }
}

/**
 * Messages for zod issues where zod's default wording does not help a config author: missing keys say
 * "Required", an unknown `type` names the known ones.
 */
export const configErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required'
  if (issue.code === 'invalid_union' && 'discriminator' in issue && typeof issue.discriminator === 'string') {
    const value = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator]
    if (value === undefined) return 'Required'
    const known = (issue as { options?: unknown[] }).options ?? []
    return `Unknown ${issue.discriminator} '${String(value)}'. Known: ${known.join(', ')}`
  }
  return undefined
}
