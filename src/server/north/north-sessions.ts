import { randomBytes } from 'node:crypto'
import type { AuthUser } from '../auth/types.js'

/** Cookie that lets a browser window reach its user's tool servers through Strata. */
export const NORTH_COOKIE = 'strata_north'
const LIFETIME_MS = 12 * 3600 * 1000

/**
 * Strata's sessions for the tools path: the north API (called with the user's bearer token)
 * hands one out as an HttpOnly cookie scoped to the tools path, so the tool window opened next
 * is known without a second login. Kept in memory: after a restart the GUI's next status call
 * issues a new one.
 */
export class NorthSessions {
  private readonly sessions = new Map<string, { user: AuthUser; expires: number }>()
  private readonly ofUser = new Map<string, string>()

  /** The user's current session id, a new one when theirs ends within the hour. */
  issue(user: AuthUser): string {
    const known = this.ofUser.get(user.user_id)
    const session = known ? this.sessions.get(known) : undefined
    if (known && session && session.expires - Date.now() > 3600_000) {
      session.user = user
      return known
    }
    if (known) this.sessions.delete(known)
    const id = randomBytes(32).toString('base64url')
    this.sessions.set(id, { user, expires: Date.now() + LIFETIME_MS })
    this.ofUser.set(user.user_id, id)
    return id
  }

  userOf(id: string | undefined): AuthUser | undefined {
    const session = id ? this.sessions.get(id) : undefined
    if (!session) return undefined
    if (session.expires < Date.now()) {
      this.sessions.delete(id!)
      return undefined
    }
    return session.user
  }

  /** The Set-Cookie value for a session on the tools path. */
  static cookie(id: string, path: string, secure: boolean): string {
    return `${NORTH_COOKIE}=${id}; Path=${path}; Max-Age=${LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** The Cookie header without one cookie (the tool never sees Strata's session). */
export function withoutCookie(header: string | undefined, name: string): string | undefined {
  const kept = (header ?? '').split(';').map((part) => part.trim()).filter((part) => part && part.split('=')[0] !== name)
  return kept.length > 0 ? kept.join('; ') : undefined
}
