/** Who may see a schema entry in a list: the user's own (create from schema) or everything visible (metainfo browser). */
export type SchemaEntriesOwner = 'user' | 'visible'

/**
 * The search for entries of type Schema (user-defined schema files), latest uploads first, as NOMAD's GUI asks
 * for them. The same body works for entries/query and entries/archive/query; callers add what they require.
 */
export function schemaEntriesQuery(owner: SchemaEntriesOwner, pageSize: number) {
  return {
    owner,
    query: { 'entry_type:all': ['Schema'] },
    pagination: { order_by: 'upload_create_time', order: 'desc' as const, page_size: pageSize },
  }
}
