import type { User, UserManager } from 'oidc-client-ts'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { GUI_BASE } from '../constants.js'
import { AuthContext, type AuthController, type SignedInUser } from './AuthContext.js'
import { hadLogin, rememberLogin } from './loginHint.js'
import { accountUrl, isLoginCallback, oidcSettings } from './oidcSettings.js'

/** Renew the token when it expires within this many seconds. */
const REFRESH_MARGIN_SECONDS = 30

interface LoginState {
  status: AuthController['status']
  user?: User
  returnPath?: string
}

interface ReturnState {
  returnPath?: string
}

function signedInUser(user: User): SignedInUser {
  const profile = user.profile
  const fullName = [profile.given_name, profile.family_name].filter(Boolean).join(' ')
  return {
    sub: profile.sub,
    name: profile.name || fullName || profile.preferred_username || profile.email || profile.sub,
    email: profile.email,
    preferredUsername: profile.preferred_username,
  }
}

/** The in-app path (below GUI_BASE) of the current page, with query and fragment. */
function currentInAppPath(): string {
  const { pathname, search, hash } = window.location
  const inApp = pathname.startsWith(GUI_BASE) ? pathname.slice(GUI_BASE.length) || '/' : pathname
  return `${inApp}${search}${hash}`
}

interface Login {
  /** The user manager, loaded on first use (oidc-client-ts is not in the first bundle). */
  manager: () => Promise<UserManager>
  session: Promise<InitialSession>
  /** Whether the session needs a check at all; without one the visit is anonymous from the first render. */
  checks: boolean
}

/**
 * One user manager and one initial session check per provider and client for the page's lifetime,
 * so that React re-running memos and effects (StrictMode) does not consume the login callback twice.
 */
const logins = new Map<string, Login>()

function loginFor(authority: string, clientId: string): Login {
  const key = `${authority} ${clientId}`
  let login = logins.get(key)
  if (!login) {
    let loaded: Promise<UserManager> | undefined
    const manager = () =>
      (loaded ??= import('oidc-client-ts').then(({ UserManager }) => new UserManager(oidcSettings(authority, clientId, window.location.origin))))
    // A browser that never logged in skips the single-sign-on check (see loginHint.ts).
    const checks = isLoginCallback(window.location.pathname) || hadLogin()
    login = { manager, session: checks ? manager().then(initialSession) : Promise.resolve({ user: null }), checks }
    logins.set(key, login)
  }
  return login
}

interface InitialSession {
  user: User | null
  returnPath?: string
}

/** Finishes a login redirect, or restores the stored session, or runs the single-sign-on check (prompt=none). */
async function initialSession(manager: UserManager): Promise<InitialSession> {
  if (isLoginCallback(window.location.pathname)) {
    const user = await manager.signinRedirectCallback().catch((error: unknown) => {
      console.warn('Login callback failed', error)
      return null
    })
    return { user, returnPath: (user?.state as ReturnState | undefined)?.returnPath ?? '/' }
  }
  const stored = await manager.getUser()
  if (stored && !stored.expired) return { user: stored }
  // Any failure of the silent check (no session, provider unreachable, timeout) just means anonymous.
  const user = await manager.signinSilent().catch(() => null)
  if (!user) rememberLogin(false)
  return { user }
}

/** Login through OpenID Connect with oidc-client-ts: SSO check at load, redirect login, silent renewal. */
export function OidcAuthProvider({ authority, clientId, children }: { authority: string; clientId: string; children: ReactNode }) {
  const { manager, session, checks } = loginFor(authority, clientId)
  // A browser that never logged in renders its page at once, instead of 'checking' until an effect has run.
  const [state, setState] = useState<LoginState>(() => ({ status: checks ? 'checking' : 'anonymous' }))

  useEffect(() => {
    let active = true
    const unsubscribers: (() => void)[] = []
    const apply = (user: User | null, returnPath?: string) => {
      if (!active) return
      if (user && !user.expired) {
        rememberLogin(true)
        setState({ status: 'authenticated', user, returnPath })
      } else setState((current) => (current.status === 'anonymous' && current.returnPath === returnPath ? current : { status: 'anonymous', returnPath }))
    }
    session
      .then(async ({ user, returnPath }) => {
        apply(user, returnPath)
        if (!user || !active) return
        // Renewals and logouts in other tabs only matter once there is a user.
        const userManager = await manager()
        if (!active) return
        unsubscribers.push(
          userManager.events.addUserLoaded((loaded) => apply(loaded)),
          userManager.events.addUserUnloaded(() => apply(null)),
          userManager.events.addSilentRenewError(() => void userManager.getUser().then((current) => apply(current))),
        )
      })
      .catch((error: unknown) => {
        console.warn('Login check failed; continuing anonymously.', error)
        apply(null, isLoginCallback(window.location.pathname) ? '/' : undefined)
      })
    return () => {
      active = false
      for (const unsubscribe of unsubscribers) unsubscribe()
    }
  }, [manager, session])

  const controller = useMemo<AuthController>(() => {
    const withManager = (action: (userManager: UserManager) => Promise<unknown>) => () => {
      manager().then(action).catch((error: unknown) => console.error('Login action failed', error))
    }
    const user = state.user
    return {
      status: state.status,
      user: user ? signedInUser(user) : undefined,
      accountUrl: accountUrl(authority),
      token: user ? { value: user.access_token, expiresAt: user.expires_at ? new Date(user.expires_at * 1000) : undefined } : undefined,
      returnPath: state.returnPath,
      login: withManager((userManager) => userManager.signinRedirect({ state: { returnPath: currentInAppPath() } satisfies ReturnState })),
      logout: withManager((userManager) => {
        rememberLogin(false)
        return userManager.signoutRedirect().catch(() => userManager.removeUser())
      }),
      getToken: async () => {
        if (!user) return undefined
        const userManager = await manager()
        let current = await userManager.getUser()
        if (!current) return undefined
        if ((current.expires_in ?? Infinity) < REFRESH_MARGIN_SECONDS) current = await userManager.signinSilent().catch(() => null)
        return current && !current.expired ? current.access_token : undefined
      },
    }
  }, [state, authority, manager])

  return <AuthContext.Provider value={controller}>{children}</AuthContext.Provider>
}
