import type { AuthUser } from '../auth/types.js'

/** Variables every API handler can read with c.get(...). */
export interface AppEnv {
  Variables: {
    /** The authenticated user, or null for an anonymous request. */
    user: AuthUser | null
  }
}
