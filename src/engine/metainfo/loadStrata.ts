import { formatZodIssues, MetainfoError } from './errors.js'
import { strataMetainfoFileSchema } from './strataFileSchema.js'
import { strataModelOf } from './strataModel.js'
import type { Model } from './types.js'

export interface MetainfoSourceFile {
  /** Shown in messages, e.g. `schemas/metainfo/results.yaml`. */
  source: string
  /** The parsed YAML document. */
  content: unknown
}

/**
 * Builds the model from Strata's own metainfo files (already parsed). Throws a MetainfoError when
 * a file does not match the metainfo file schema; unresolvable names end up in `model.problems`.
 */
export function buildStrataModel(files: MetainfoSourceFile[]): Model {
  return strataModelOf(files.map(({ source, content }) => ({ source, file: validStrataFile(source, content) })))
}

/** A metainfo file's content as the file schema reads it (defaults filled); a MetainfoError naming the file and paths if it does not match. */
export function validStrataFile(source: string, content: unknown) {
  const result = strataMetainfoFileSchema.safeParse(content)
  if (!result.success) throw new MetainfoError(source, formatZodIssues(result.error.issues))
  return result.data
}
