import { AccountConflict, type Accounts } from './accounts.js'
import type { Groups } from './groups.js'

/** The accounts of the embedded default, switched off by a deployment in its config. */
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo-password', first_name: 'Demo', last_name: 'User', email: 'demo@strata.example', affiliation: 'Strata Demo Lab', affiliation_address: 'Berlin, Germany' },
  { username: 'reviewer', password: 'reviewer-password', first_name: 'Reviewer', last_name: 'User', email: 'reviewer@strata.example', affiliation: 'Strata Demo Lab', affiliation_address: 'Berlin, Germany' },
] as const

export const DEMO_GROUP_ID = 'demo-group'

/** Creates the demo accounts and their group unless they exist already. */
export async function seedDemoAccounts(accounts: Accounts, groups: Groups): Promise<void> {
  const userIds: string[] = []
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await accounts.findByUsername(demo.username)
    if (existing) {
      userIds.push(existing.user_id)
      continue
    }
    try {
      userIds.push((await accounts.register(demo)).user_id)
    } catch (error) {
      // Someone took the demo name or email first: leave their account alone.
      if (!(error instanceof AccountConflict)) throw error
    }
  }
  if (userIds.length === DEMO_ACCOUNTS.length && !(await groups.get(DEMO_GROUP_ID))) {
    const [owner, ...members] = userIds
    await groups.put({ group_id: DEMO_GROUP_ID, group_name: 'Demo Group', owner, members: [owner, ...members] })
  }
}
