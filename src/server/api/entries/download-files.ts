import { downloadFilesSchema, type DownloadFiles } from '../../../engine/api/schemas/downloads.js'
import { ApiError, zodToDetail } from '../../http/errors.js'

/** The GET parameters that configure the files of a download (NOMAD's files_parameters), not the search. */
const FILES_PARAMETERS = ['compress', 'glob_pattern', 're_pattern', 'include_files'] as const

/** How a GET parameter spells a flag; anything else is refused by the schema (expected boolean). */
const FLAGS: Record<string, boolean> = { true: true, '1': true, '': true, false: false, '0': false }

/**
 * Splits GET entries/raw and entries/archive/download parameters into the files options and the
 * search parameters; a files option that does not fit answers 422 located under `query`.
 */
export function filesFromQueryParameters(parameters: Record<string, string | string[]>): {
  files: DownloadFiles
  search: Record<string, string | string[]>
} {
  const search = { ...parameters }
  const raw: Record<string, unknown> = {}
  for (const name of FILES_PARAMETERS) {
    const value = search[name]
    if (value === undefined) continue
    delete search[name]
    const values = Array.isArray(value) ? value : [value]
    if (name === 'include_files') raw[name] = values
    else if (name === 'compress') raw[name] = FLAGS[values[0]] ?? values[0]
    else raw[name] = values[0]
  }
  const parsed = downloadFilesSchema.safeParse(raw)
  if (!parsed.success) throw new ApiError(422, zodToDetail(parsed.error, 'query'))
  return { files: parsed.data, search }
}

/**
 * Which files of an entry's folder a download holds, by their path in the upload (NOMAD's
 * precedence: include_files, else re_pattern searched anywhere in the path, else glob_pattern
 * matched against the end of the path); everything without any of them.
 */
export function fileFilterOf(files: DownloadFiles | undefined): (path: string) => boolean {
  const pattern = patternOf(files)
  return pattern ? (path) => pattern.test(path) : () => true
}

function patternOf(files: DownloadFiles | undefined): RegExp | undefined {
  if (files?.include_files) return new RegExp(`(${files.include_files.map(escapeRegExp).join('|')})$`)
  if (files?.re_pattern !== undefined) return new RegExp(files.re_pattern)
  if (files?.glob_pattern !== undefined) return new RegExp(`${globToRegExpSource(files.glob_pattern)}$`)
  return undefined
}

/** fnmatch's translation: `*` any characters (slashes too), `?` one, `[seq]` and `[!seq]` classes. */
export function globToRegExpSource(glob: string): string {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]
    if (char === '*') source += '.*'
    else if (char === '?') source += '.'
    else if (char === '[') {
      // As fnmatch: a ']' right after '[' or '[!' belongs to the class; no closing ']' means a literal '['.
      let end = i + 1
      if (glob[end] === '!') end++
      if (glob[end] === ']') end++
      const close = glob.indexOf(']', end)
      if (close < 0) {
        source += '\\['
        continue
      }
      const negated = glob[i + 1] === '!'
      const members = glob.slice(i + 1 + (negated ? 1 : 0), close).replace(/[\\\]^]/g, '\\$&')
      source += `[${negated ? '^' : ''}${members}]`
      i = close
    } else source += escapeRegExp(char)
  }
  return `(?:${source})`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
