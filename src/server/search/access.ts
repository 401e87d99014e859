import type { AuthUser } from '../auth/types.js'
import { Groups } from '../auth/groups.js'
import type { RecordStore, SearchAccess } from '../store/interfaces.js'

/** Who searches: the authenticated user with the ids of the groups they own or belong to. */
export async function searchAccessOf(user: AuthUser | null, records: RecordStore): Promise<SearchAccess> {
  if (!user) return { group_ids: [] }
  return { user_id: user.user_id, group_ids: await new Groups(records).idsOf(user.user_id), is_admin: user.is_admin === true }
}
