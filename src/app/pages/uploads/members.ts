import type { Group, User } from '../../../engine/api/schemas/users.js'
import type { Upload } from '../../../engine/api/schemas/uploads.js'

/** Upload members as the members dialog shows them (spec 1 §3 "Member (UI)"). */

export type MemberRole = 'Main author' | 'Co-author' | 'Reviewer'

export interface Member {
  type: 'user' | 'group'
  id: string
  name: string
  affiliation?: string
  role: MemberRole
  /** The user or group no longer exists on the server. */
  missing?: boolean
}

/** The special viewer group that makes an upload visible to everybody. */
export const ALL_GROUP = 'all'

export function missingText(type: Member['type']): string {
  return `Error: ${type} was deleted`
}

export function membersOf(upload: Upload, users: readonly User[], groups: readonly Group[]): Member[] {
  const userById = new Map(users.map((user) => [user.user_id, user]))
  const groupById = new Map(groups.map((group) => [group.group_id, group]))
  const user = (id: string, role: MemberRole): Member => {
    const found = userById.get(id)
    return { type: 'user', id, role, name: found?.name ?? id, affiliation: found?.affiliation, missing: !found }
  }
  const group = (id: string, role: MemberRole): Member => {
    const found = groupById.get(id)
    return { type: 'group', id, role, name: found?.group_name ?? id, missing: !found }
  }
  return [
    ...(upload.main_author ? [user(upload.main_author, 'Main author')] : []),
    ...upload.coauthors.map((id) => user(id, 'Co-author')),
    ...upload.reviewers.map((id) => user(id, 'Reviewer')),
    ...upload.coauthor_groups.map((id) => group(id, 'Co-author')),
    ...upload.reviewer_groups.filter((id) => id !== ALL_GROUP).map((id) => group(id, 'Reviewer')),
  ]
}

/** The POST uploads/{id}/edit metadata that stores `members` (and the 'all' viewer group). */
export function membersMetadata(members: readonly Member[], visibleForAll: boolean) {
  const ids = (type: Member['type'], role: MemberRole) => members.filter((m) => m.type === type && m.role === role).map((m) => m.id)
  return {
    coauthors: ids('user', 'Co-author'),
    reviewers: ids('user', 'Reviewer'),
    coauthor_groups: ids('group', 'Co-author'),
    reviewer_groups: [...ids('group', 'Reviewer'), ...(visibleForAll ? [ALL_GROUP] : [])],
  }
}
