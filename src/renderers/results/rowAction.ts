import jmespath from 'jmespath'
import type { RowAction } from '../../engine/config/app.js'

export type RowActionTarget = { ok: true; url: string } | { ok: false; reason: 'empty' | 'several' }

/** The one value `path` (JMESPath) gives in `row`; empty when it gives nothing, `several` when more than one. */
export function rowActionValue(path: string, row: Record<string, unknown>): RowActionTarget {
  let value: unknown
  try {
    value = jmespath.search(row, path)
  } catch {
    return { ok: false, reason: 'empty' }
  }
  if (Array.isArray(value)) {
    if (value.length > 1) return { ok: false, reason: 'several' }
    value = value[0]
  }
  if (value === undefined || value === null || value === '') return { ok: false, reason: 'empty' }
  return { ok: true, url: String(value) }
}

/** The URL a `url` row action opens for `row`: its path must give exactly one string. */
export function rowActionUrl(action: Extract<RowAction, { type: 'url' }>, row: Record<string, unknown>): RowActionTarget {
  return rowActionValue(action.path, row)
}
