import { randomUUID } from 'node:crypto'
import type { RecordStore } from '../store/interfaces.js'
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords.js'
import type { AuthUser } from './types.js'

export const USERS_COLLECTION = 'users'

/** A user as stored: the public profile plus what login needs. Never leaves the server as is. */
export interface StoredUser extends AuthUser {
  [field: string]: unknown
  /** scrypt hash; absent for an invited user who has not registered yet. */
  password_hash?: string
  /** Lower-case copies of username and email, for case-insensitive unique lookups. */
  username_key: string
  email_key: string
}

export interface NewAccount {
  username: string
  email: string
  first_name: string
  last_name: string
  affiliation?: string
  affiliation_address?: string
  password: string
  is_admin?: boolean
}

export interface Invitation {
  email: string
  first_name: string
  last_name: string
  affiliation: string
}

/** Why an account could not be created, tied to the form field it concerns. */
export class AccountConflict extends Error {
  constructor(
    readonly field: 'username' | 'email',
    message: string,
  ) {
    super(message)
  }
}

const normalise = (text: string) => text.trim().toLowerCase()

/** The profile of a stored user, without password hash and lookup keys. */
export function toAuthUser(stored: StoredUser): AuthUser {
  const user: AuthUser = {
    user_id: stored.user_id,
    username: stored.username,
    email: stored.email,
    first_name: stored.first_name,
    last_name: stored.last_name,
    name: stored.name,
    created: stored.created,
    is_admin: stored.is_admin ?? false,
  }
  if (stored.affiliation) user.affiliation = stored.affiliation
  if (stored.affiliation_address) user.affiliation_address = stored.affiliation_address
  return user
}

const fullName = (first: string, last: string) => [first.trim(), last.trim()].filter(Boolean).join(' ')

/** Local accounts in the RecordStore collection 'users'. */
export class Accounts {
  constructor(private readonly store: RecordStore) {}

  async findById(userId: string): Promise<AuthUser | undefined> {
    const stored = await this.store.get<StoredUser>(USERS_COLLECTION, userId)
    return stored ? toAuthUser(stored) : undefined
  }

  async findByUsername(username: string): Promise<AuthUser | undefined> {
    const stored = await this.findStored(this.store, { username_key: normalise(username) })
    return stored ? toAuthUser(stored) : undefined
  }

  async findByEmail(email: string): Promise<AuthUser | undefined> {
    const stored = await this.findStored(this.store, { email_key: normalise(email) })
    return stored ? toAuthUser(stored) : undefined
  }

  /** Every user, ordered by name. */
  async all(): Promise<AuthUser[]> {
    const stored = await this.store.list<StoredUser>(USERS_COLLECTION, { orderBy: 'name' })
    return stored.map(toAuthUser)
  }

  /** The user whose username or email is `login` and whose password matches, else undefined. */
  async authenticate(login: string, password: string): Promise<AuthUser | undefined> {
    const key = normalise(login)
    const stored = (await this.findStored(this.store, { username_key: key })) ?? (await this.findStored(this.store, { email_key: key }))
    if (!stored?.password_hash) {
      await spendPasswordCheckTime(password)
      return undefined
    }
    return (await verifyPassword(password, stored.password_hash)) ? toAuthUser(stored) : undefined
  }

  /**
   * Creates an account. An invited user (same email, no password yet) is completed instead, so
   * that the uploads they were invited to stay theirs.
   */
  async register(account: NewAccount): Promise<AuthUser> {
    const password_hash = await hashPassword(account.password)
    return this.store.transaction(async (tx) => {
      const username_key = normalise(account.username)
      const email_key = normalise(account.email)
      if (await this.findStored(tx, { username_key })) throw new AccountConflict('username', 'This username is already taken.')
      const invited = await this.findStored(tx, { email_key })
      if (invited?.password_hash) throw new AccountConflict('email', 'An account with this email address already exists.')
      const stored: StoredUser = {
        ...(invited ?? {}),
        user_id: invited?.user_id ?? randomUUID(),
        username: account.username.trim(),
        email: account.email.trim(),
        first_name: account.first_name.trim(),
        last_name: account.last_name.trim(),
        name: fullName(account.first_name, account.last_name),
        created: invited?.created ?? new Date().toISOString(),
        is_admin: account.is_admin ?? false,
        password_hash,
        username_key,
        email_key,
      }
      if (account.affiliation?.trim()) stored.affiliation = account.affiliation.trim()
      if (account.affiliation_address?.trim()) stored.affiliation_address = account.affiliation_address.trim()
      await tx.put(USERS_COLLECTION, stored.user_id, stored)
      return toAuthUser(stored)
    })
  }

  /**
   * Creates an account without password for someone to be added to uploads before they register.
   * Inviting an email that already has an account returns that account.
   */
  async invite(invitation: Invitation): Promise<AuthUser> {
    return this.store.transaction(async (tx) => {
      const email_key = normalise(invitation.email)
      const existing = await this.findStored(tx, { email_key })
      if (existing) return toAuthUser(existing)
      const user_id = randomUUID()
      const stored: StoredUser = {
        user_id,
        // A placeholder until the invited person registers and picks a username.
        username: `invited-${user_id.slice(0, 8)}`,
        email: invitation.email.trim(),
        first_name: invitation.first_name.trim(),
        last_name: invitation.last_name.trim(),
        name: fullName(invitation.first_name, invitation.last_name),
        affiliation: invitation.affiliation.trim(),
        created: new Date().toISOString(),
        is_admin: false,
        username_key: `invited-${user_id.slice(0, 8)}`,
        email_key,
      }
      await tx.put(USERS_COLLECTION, user_id, stored)
      return toAuthUser(stored)
    })
  }

  /**
   * Users whose name, first or last name or username contains `text` (case-insensitive); those
   * where one of them starts with it come first.
   */
  async search(text: string, limit = 50): Promise<AuthUser[]> {
    const needle = normalise(text)
    if (!needle) return []
    const ranked: { user: AuthUser; rank: number }[] = []
    for (const user of await this.all()) {
      const fields = [user.name, user.first_name, user.last_name, user.username].map((field) => (field ?? '').toLowerCase())
      if (fields.some((field) => field.startsWith(needle))) ranked.push({ user, rank: 0 })
      else if (fields.some((field) => field.includes(needle))) ranked.push({ user, rank: 1 })
    }
    return ranked
      .sort((a, b) => a.rank - b.rank || a.user.name.localeCompare(b.user.name))
      .slice(0, limit)
      .map(({ user }) => user)
  }

  private async findStored(store: RecordStore, where: { username_key: string } | { email_key: string }): Promise<StoredUser | undefined> {
    const [stored] = await store.list<StoredUser>(USERS_COLLECTION, { where, limit: 1 })
    return stored
  }
}
