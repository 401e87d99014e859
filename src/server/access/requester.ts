import type { AuthUser } from '../auth/types.js'
import { Groups } from '../auth/groups.js'
import type { RecordStore } from '../store/interfaces.js'
import type { Requester } from './upload-access.js'

/** The requester with the groups they own or belong to (read from the auth module's groups collection). */
export async function requesterOf(records: RecordStore, user: AuthUser | null): Promise<Requester> {
  if (!user) return { user: null, groupIds: [] }
  return { user, groupIds: await new Groups(records).idsOf(user.user_id) }
}
