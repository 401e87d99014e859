/**
 * Who may see an entry (spec 1 §6, COMMON rule): published and not embargoed, or shared with
 * everybody (group 'all'), or the user is a viewer (viewers include writers and the main author),
 * or one of the user's groups is a writer or viewer group. Admins see everything.
 */
import { Groups } from '../auth/groups.js'
import type { AuthUser } from '../auth/types.js'
import type { RecordStore, StoredDoc } from '../store/interfaces.js'

export interface Viewer {
  user_id?: string
  group_ids: string[]
  is_admin?: boolean
}

export async function viewerOf(user: AuthUser | null, records: RecordStore): Promise<Viewer> {
  if (!user) return { group_ids: [] }
  return { user_id: user.user_id, group_ids: await new Groups(records).idsOf(user.user_id), is_admin: user.is_admin === true }
}

const idOf = (person: unknown): string | undefined =>
  typeof person === 'string' ? person : person && typeof person === 'object' ? ((person as { user_id?: string }).user_id ?? undefined) : undefined

const idsOf = (people: unknown): string[] => (Array.isArray(people) ? people.map(idOf).filter((id): id is string => id !== undefined) : [])

const strings = (values: unknown): string[] => (Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [])

export function isVisible(entry: StoredDoc, viewer: Viewer): boolean {
  if (entry.published === true && entry.with_embargo !== true) return true
  const groups = [...strings(entry.writer_groups), ...strings(entry.viewer_groups)]
  if (groups.includes('all')) return true
  if (viewer.is_admin) return true
  if (!viewer.user_id) return false
  const people = [idOf(entry.main_author), ...idsOf(entry.writers), ...idsOf(entry.viewers)]
  if (people.includes(viewer.user_id)) return true
  return viewer.group_ids.some((group) => groups.includes(group))
}
