import type { Owner } from '../../engine/query/index.js'
import { ApiError } from '../http/errors.js'
import type { SearchAccess } from '../store/interfaces.js'
import { andSql, orSql, sql, type Sql } from './sql.js'

/** The group id that shares with everybody. */
export const EVERYBODY_GROUP = 'all'

/** NOMAD's answer when an owner needs a logged-in user. */
export const ownerNeedsLogin = (owner: Owner) => `Authentication required for owner value ${owner}`

const publicEntries = sql('(published AND NOT with_embargo)')

/** Refuses owner values the user may not ask for: the user's own data needs a login, admin an admin. */
export function checkOwner(owner: Owner, access: SearchAccess): void {
  if (!access.user_id && ['user', 'staging', 'shared', 'admin'].includes(owner)) throw new ApiError(401, ownerNeedsLogin(owner))
  if (owner === 'admin' && !access.is_admin) throw new ApiError(401, 'This can only be used by the admin user.')
}

/**
 * The entries an owner value covers for the searching user, over the access columns of the
 * search table (published, with_embargo, main_author_id, writer_ids, viewer_ids, group_ids).
 * Visibility (spec 1 §6): published without embargo, shared with the group 'all', the user
 * among the viewers, or one of the user's groups among the writer/viewer groups.
 */
export function ownerSql(owner: Owner, access: SearchAccess): Sql {
  checkOwner(owner, access)
  const userId = access.user_id
  const everybody = sql(`list_contains(group_ids, '${EVERYBODY_GROUP}')`)
  const sharedWithUser = userId
    ? orSql([
        sql('list_contains(viewer_ids, ?)', [userId]),
        ...(access.group_ids.length > 0 ? [sql(`list_has_any(group_ids, [${access.group_ids.map(() => '?').join(', ')}])`, access.group_ids)] : []),
      ])
    : sql('FALSE')
  switch (owner) {
    case 'public':
      return publicEntries
    case 'visible':
      return orSql([publicEntries, everybody, sharedWithUser])
    case 'all':
      return orSql([sql('published'), everybody, sharedWithUser])
    case 'shared':
      return sharedWithUser
    case 'user':
      return orSql([sql('main_author_id = ?', [userId!]), sql('list_contains(writer_ids, ?)', [userId!])])
    case 'staging':
      return andSql([sql('NOT published'), sharedWithUser])
    case 'admin':
      return sql('TRUE')
  }
}
