import type { StoredDoc } from '../interfaces.js'
import { timestampText } from './search-flatten.js'

/**
 * Columns of every search row besides the registry's: who may see the entry (see
 * src/server/search/owner.ts) and what the statistics count.
 */
export const ACCESS_COLUMNS: [string, string][] = [
  ['published', 'BOOLEAN NOT NULL'],
  ['with_embargo', 'BOOLEAN NOT NULL'],
  ['main_author_id', 'VARCHAR'],
  ['writer_ids', 'VARCHAR[]'],
  ['viewer_ids', 'VARCHAR[]'],
  /** writer_groups and viewer_groups together. */
  ['group_ids', 'VARCHAR[]'],
  ['material_id', 'VARCHAR'],
  ['is_simulation', 'BOOLEAN NOT NULL'],
  ['n_calculations', 'BIGINT NOT NULL'],
  ['n_quantities', 'BIGINT NOT NULL'],
]

export function accessValues(doc: StoredDoc): Record<string, unknown> {
  const results = asRecord(doc.results)
  const material = asRecord(results.material)
  const method = asRecord(results.method)
  const properties = asRecord(results.properties)
  const materialId = material.material_id
  const mainAuthor = userId(doc.main_author)
  const writers = userIds(doc.writers)
  const viewers = userIds(doc.viewers)
  return {
    published: doc.published === true,
    with_embargo: doc.with_embargo === true,
    main_author_id: mainAuthor ?? null,
    // Viewers include the writers, writers the main author (as NOMAD keeps them).
    writer_ids: unique([...(mainAuthor ? [mainAuthor] : []), ...writers]),
    viewer_ids: unique([...(mainAuthor ? [mainAuthor] : []), ...writers, ...viewers]),
    group_ids: unique([...strings(doc.writer_groups), ...strings(doc.viewer_groups)]),
    material_id: typeof materialId === 'string' && materialId !== '' ? materialId : null,
    is_simulation: method.simulation !== undefined && method.simulation !== null,
    n_calculations: nonNegativeInteger(properties.n_calculations) ?? 1,
    n_quantities: nonNegativeInteger(doc.n_quantities) ?? 0,
  }
}

export const CUSTOM_COLUMNS_SQL =
  'entry_id VARCHAR NOT NULL, id VARCHAR, definition VARCHAR, path_archive VARCHAR, str_value VARCHAR, int_value BIGINT, float_value DOUBLE, bool_value BOOLEAN, datetime_value TIMESTAMP'

/** The custom (user schema) quantity values of an entry: its `search_quantities` list. */
export function customRowsOf(entryId: string, doc: StoredDoc): Record<string, unknown>[] {
  if (!Array.isArray(doc.search_quantities)) return []
  return doc.search_quantities.map(asRecord).filter((row) => typeof row.id === 'string').map((row) => ({
    entry_id: entryId,
    id: row.id,
    definition: typeof row.definition === 'string' ? row.definition : null,
    path_archive: typeof row.path_archive === 'string' ? row.path_archive : null,
    str_value: typeof row.str_value === 'string' ? row.str_value : null,
    int_value: typeof row.int_value === 'number' ? Math.trunc(row.int_value) : null,
    float_value: typeof row.float_value === 'number' ? row.float_value : null,
    bool_value: typeof row.bool_value === 'boolean' ? row.bool_value : null,
    datetime_value: timestampText(row.datetime_value) ?? null,
  }))
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function userId(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  const id = asRecord(value).user_id
  return typeof id === 'string' ? id : undefined
}

function userIds(value: unknown): string[] {
  return Array.isArray(value) ? value.map(userId).filter((id): id is string => id !== undefined) : []
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

function nonNegativeInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
}
