import type { z } from 'zod'
import { parseSource, type SourceDocument } from '../yaml/source.js'
import { collectDeprecations } from './deprecations.js'
import { ConfigLoadError, configErrorMap, formatPath, type ConfigIssue, type IssuePath } from './issues.js'

/** Where a path into (possibly merged) config data was written. */
export type Locator = (path: IssuePath) => { file: string; line: number; column: number }

export const locatorOf =
  (source: SourceDocument): Locator =>
  (path) => {
    const { line, column } = source.locate(path)
    return { file: source.file, line, column }
  }

/** A valid config comes with notes on the deprecated spellings it used (already normalised). */
export type Validation<T> = { ok: true; value: T; deprecations: string[] } | { ok: false; issues: ConfigIssue[] }

/** Parses `data` with `schema`; each zod issue becomes a ConfigIssue placed by `locate`. */
export function validateConfig<S extends z.ZodType>(schema: S, data: unknown, locate: Locator): Validation<z.output<S>> {
  const { value: result, deprecations } = collectDeprecations(() => schema.safeParse(data, { error: configErrorMap }))
  if (result.success) return { ok: true, value: result.data, deprecations }
  return {
    ok: false,
    issues: result.error.issues
      .flatMap(perKey)
      .map((issue) => ({ ...locate(issue.path), path: formatPath(issue.path), message: issue.message }))
      .sort(byPosition),
  }
}

/** One issue per unknown key, placed at the key, so that each gets its own line number. */
function perKey(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string }[] {
  if (issue.code !== 'unrecognized_keys') return [issue]
  return issue.keys.map((key) => ({ path: [...issue.path, key], message: 'Unrecognized key' }))
}

export const byPosition = (a: ConfigIssue, b: ConfigIssue): number =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column

/** Parses YAML or JSON text and validates it; throws ConfigLoadError naming file, line and path. */
export function parseConfigText<S extends z.ZodType>(schema: S, text: string, file: string): z.output<S> {
  const parsed = parseSource(text, file)
  if (!parsed.ok) throw new ConfigLoadError(parsed.issues)
  const result = validateConfig(schema, parsed.source.data, locatorOf(parsed.source))
  if (!result.ok) throw new ConfigLoadError(result.issues)
  return result.value
}
