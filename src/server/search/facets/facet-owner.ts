import { TypedFastBitSet } from 'typedfastbitset'
import type { Owner } from '../../../engine/query/index.js'
import type { SearchAccess } from '../../store/interfaces.js'
import { checkOwner, EVERYBODY_GROUP } from '../owner.js'
import type { FacetColumn, KeywordColumn } from './facet-columns.js'
import type { FacetIndex } from './facet-index.js'

/**
 * The live rows an owner value covers for the searching user: the same rules as ownerSql
 * (src/server/search/owner.ts), over the access columns held in memory.
 */
export function ownerRows(owner: Owner, access: SearchAccess, columns: Map<string, FacetColumn>, index: FacetIndex): TypedFastBitSet {
  checkOwner(owner, access)
  const keyword = (name: string) => columns.get(name) as KeywordColumn
  const rowsWith = (name: string, values: string[]) => {
    const rows = new TypedFastBitSet()
    for (const value of values) keyword(name).addRowsOf(value, rows)
    return rows
  }
  const userId = access.user_id
  const published = () => rowsWith('published', ['true'])
  const everybody = () => rowsWith('group_ids', [EVERYBODY_GROUP])
  const sharedWithUser = () => (userId ? rowsWith('viewer_ids', [userId]).union(rowsWith('group_ids', access.group_ids)) : new TypedFastBitSet())
  const publicRows = () => published().difference(rowsWith('with_embargo', ['true']))
  let rows: TypedFastBitSet
  switch (owner) {
    case 'public':
      rows = publicRows()
      break
    case 'visible':
      rows = publicRows().union(everybody()).union(sharedWithUser())
      break
    case 'all':
      rows = published().union(everybody()).union(sharedWithUser())
      break
    case 'shared':
      rows = sharedWithUser()
      break
    case 'user':
      rows = rowsWith('main_author_id', [userId!]).union(rowsWith('writer_ids', [userId!]))
      break
    case 'staging':
      rows = sharedWithUser().difference(published())
      break
    case 'admin':
      rows = index.liveRows()
      break
  }
  return rows.intersection(index.liveRows())
}
