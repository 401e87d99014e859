import { createContext, useContext } from 'react'

export interface SignedInUser {
  /** The subject (user id) of the identity provider. */
  sub: string
  name: string
  email?: string
  preferredUsername?: string
}

/** 'checking' while the single-sign-on check at load runs. */
export type AuthStatus = 'checking' | 'anonymous' | 'authenticated'

/**
 * What the GUI knows and can do about login. The real one comes from `OidcAuthProvider`;
 * tests pass a plain object to `<App auth={...}>`.
 */
export interface AuthController {
  status: AuthStatus
  user?: SignedInUser
  /** The provider's account page, linked from the welcome text. */
  accountUrl?: string
  /** The current access token and when it expires; the API client puts it in a cookie too. */
  token?: { value: string; expiresAt?: Date }
  /** After the login redirect came back: the in-app path the user started from. */
  returnPath?: string
  /** Starts the login at the provider, coming back to the current path. */
  login: () => void
  logout: () => void
  /** The access token, refreshed first when it is about to expire; undefined when anonymous. */
  getToken: () => Promise<string | undefined>
}

export const anonymousAuth: AuthController = {
  status: 'anonymous',
  login: () => undefined,
  logout: () => undefined,
  getToken: async () => undefined,
}

export const AuthContext = createContext<AuthController>(anonymousAuth)

export function useAuth(): AuthController {
  return useContext(AuthContext)
}
