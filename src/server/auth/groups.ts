import type { RecordStore } from '../store/interfaces.js'

export const GROUPS_COLLECTION = 'groups'

export interface UserGroup {
  [field: string]: unknown
  group_id: string
  group_name: string
  /** user_id of the owner. */
  owner: string
  /** user_ids of the members (may include the owner). */
  members: string[]
}

export interface GroupFilter {
  groupIds?: string[]
  /** Groups the user owns or belongs to. */
  userId?: string
  /** Words that must all occur in the group name (case-insensitive). */
  searchTerms?: string
}

const toGroup = (stored: UserGroup): UserGroup => ({
  group_id: stored.group_id,
  group_name: stored.group_name,
  owner: stored.owner,
  members: [...stored.members],
})

/** User groups in the RecordStore collection 'groups'. */
export class Groups {
  constructor(private readonly store: RecordStore) {}

  async get(groupId: string): Promise<UserGroup | undefined> {
    const stored = await this.store.get<UserGroup>(GROUPS_COLLECTION, groupId)
    return stored ? toGroup(stored) : undefined
  }

  async put(group: UserGroup): Promise<void> {
    await this.store.put(GROUPS_COLLECTION, group.group_id, toGroup(group))
  }

  /** Groups matching every given filter, in the order of the requested ids or else by name. */
  async find(filter: GroupFilter = {}): Promise<UserGroup[]> {
    let groups = (await this.store.list<UserGroup>(GROUPS_COLLECTION, { orderBy: 'group_name' })).map(toGroup)
    if (filter.groupIds) {
      const wanted = filter.groupIds
      groups = wanted.flatMap((id) => groups.filter((group) => group.group_id === id))
    }
    if (filter.userId) {
      const userId = filter.userId
      groups = groups.filter((group) => group.owner === userId || group.members.includes(userId))
    }
    const terms = filter.searchTerms?.toLowerCase().split(/\s+/).filter(Boolean) ?? []
    if (terms.length > 0) groups = groups.filter((group) => terms.every((term) => group.group_name.toLowerCase().includes(term)))
    return groups
  }

  /** The ids of the groups the user owns or belongs to. */
  async idsOf(userId: string): Promise<string[]> {
    return (await this.find({ userId })).map((group) => group.group_id)
  }
}
