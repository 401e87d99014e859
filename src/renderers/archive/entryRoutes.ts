import type { ArchivePath } from '../../engine/archive/paths.js'
import { laneKeysOf, laneKeyText } from './lanes.js'

/**
 * What precedes the entry route in `pathname`: entries are mounted at the top level and below every page that
 * lists them ('/user/uploads/upload/id/U/entry/id/E/data' → '/user/uploads/upload/id/U'); '' at the top level.
 * The first '/entry/id/' is the route's: lane names after '/data/' may spell anything.
 */
export function entryRoutePrefix(pathname: string): string {
  return /^(.*?)\/entry\/id\/[^/]+/.exec(pathname)?.[1] ?? ''
}

/**
 * The page of another entry opened from the page at `pathname`: below the same prefix, so an upload's entry
 * stays in its upload, or at the top level when it is known to lie in another upload; with `lanes`, its Data
 * tab at that section or quantity (repeating items as name:index).
 */
export function otherEntryPath(pathname: string, entryId: string, options: { otherUpload?: boolean; lanes?: ArchivePath } = {}): string {
  const entry = `${options.otherUpload ? '' : entryRoutePrefix(pathname)}/entry/id/${encodeURIComponent(entryId)}`
  if (!options.lanes) return entry
  const keys = laneKeysOf(options.lanes).map((key) => laneKeyText({ ...key, name: encodeURIComponent(key.name) }))
  return `${entry}/data${keys.map((key) => `/${key}`).join('')}`
}
