/**
 * Login rate limiting and account lockout, for every way a password is checked (the login page
 * and auth/token): after too many failed logins for one account, or from one address, within the
 * window, further attempts are refused, even with the right password, until the lock ends. A
 * successful login clears the account's count. Held in memory: a restart ends every lock.
 */
import type { AuthUser } from './types.js'

export interface LoginLimits {
  /** Failed logins of one account within the window that lock it. */
  perAccount: number
  /** Failed logins from one address within the window that lock it (higher: many users may share an address). */
  perAddress: number
  windowMs: number
  lockMs: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 }

/** A login refused because of earlier failures; retryAfterSeconds until it may be tried again. */
export class LoginLocked extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(`Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
  }
}

interface Failures {
  /** Times of the failures within the window. */
  times: number[]
  lockedUntil?: number
}

export class LoginGuard {
  private readonly failures = new Map<string, Failures>()

  constructor(
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Checks `check` (the password) unless the account or the address is locked; throws LoginLocked
   * then. Returns the user, or undefined for wrong credentials (which counts as a failure).
   */
  async attempt(login: string, address: string | undefined, check: () => Promise<AuthUser | undefined>): Promise<AuthUser | undefined> {
    const keys: [string, number][] = [[`account:${login.trim().toLowerCase()}`, this.limits.perAccount]]
    if (address) keys.push([`address:${address}`, this.limits.perAddress])
    const lockedFor = Math.max(0, ...keys.map(([key]) => this.lockedFor(key)))
    if (lockedFor > 0) throw new LoginLocked(Math.ceil(lockedFor / 1000))
    const user = await check()
    if (user) this.failures.delete(keys[0][0])
    else for (const [key, limit] of keys) this.fail(key, limit)
    return user
  }

  private lockedFor(key: string): number {
    const entry = this.failures.get(key)
    return entry?.lockedUntil === undefined ? 0 : entry.lockedUntil - this.now()
  }

  private fail(key: string, limit: number): void {
    const now = this.now()
    const entry = this.failures.get(key) ?? { times: [] }
    entry.times = [...entry.times.filter((time) => now - time < this.limits.windowMs), now]
    if (entry.times.length >= limit) {
      entry.lockedUntil = now + this.limits.lockMs
      entry.times = []
    }
    this.failures.set(key, entry)
    this.forgetOld(now)
  }

  /** Entries with neither a lock nor a failure in the window are dropped, so the map stays small. */
  private forgetOld(now: number): void {
    if (this.failures.size < 10_000) return
    for (const [key, entry] of this.failures) {
      const locked = entry.lockedUntil !== undefined && entry.lockedUntil > now
      if (!locked && entry.times.every((time) => now - time >= this.limits.windowMs)) this.failures.delete(key)
    }
  }
}
