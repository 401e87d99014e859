import Provider, { errors, type Account, type Configuration } from 'oidc-provider'
import type { RecordStore } from '../store/interfaces.js'
import type { Accounts } from './accounts.js'
import type { Groups } from './groups.js'
import { SIGNING_ALG, type AuthKeys } from './keys.js'
import { allowNomadGuiPages, NOMAD_GUI_CLIENT_ID, nomadGuiClient } from './nomad-gui-client.js'
import { issueRefreshTokensAsJwts, keycloakResponseOrder } from './keycloak-tokens.js'
import { RecordStoreAdapter } from './oidc-adapter.js'
import { errorPage, loggedOutPage, logoutPage } from './pages.js'
import { USERINFO_ROUTE, userClaims } from './userinfo.js'

export const GUI_CLIENT_ID = 'strata_gui'
/** First-party GUIs: consent is granted without asking. */
export const TRUSTED_CLIENT_IDS: readonly string[] = [GUI_CLIENT_ID, NOMAD_GUI_CLIENT_ID]
export const ACCESS_TOKEN_TTL = 60 * 60
const DAY = 24 * 60 * 60

/** Keycloak's endpoint paths, so that tools written for Keycloak find their way. */
export const PROVIDER_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
}

export interface ProviderSetup {
  issuer: string
  /** The API's URL: the audience of every access token. */
  apiUrl: string
  /** Where the GUI lives, e.g. http://127.0.0.1:8000/prod/v1/develop/gui/ and its localhost twin. */
  guiUrls: string[]
  /** The server's own origins: NOMAD's GUI may be served from any page on them. */
  origins: string[]
  keys: AuthKeys
  store: RecordStore
  accounts: Accounts
  groups: Groups
}

interface KoaContext {
  body: unknown
  type: string
  status: number
  oidc: {
    client?: { clientId: string; redirectUris: string[]; clientAuthMethod: string }
    entities: Record<string, unknown>
    route: string
  }
}

/** The claims of a user, released into ID tokens (as Keycloak does, with the openid scope already). */
async function findAccount(accounts: Accounts, groups: Groups, sub: string): Promise<Account | undefined> {
  const user = await accounts.findById(sub)
  if (!user) return undefined
  return { accountId: user.user_id, claims: () => userClaims(user, groups) }
}

function guiClient(guiUrls: string[]) {
  return {
    client_id: GUI_CLIENT_ID,
    client_name: 'Strata',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: guiUrls.flatMap((gui) => [`${gui}auth/callback`, `${gui}auth/silent-callback.html`]),
    post_logout_redirect_uris: guiUrls,
  }
}

/** The embedded OpenID provider: authorization code with PKCE for the GUI, JWT access tokens for the API. */
export function createProvider(setup: ProviderSetup): Provider {
  const { issuer, apiUrl, keys, store, accounts, groups } = setup
  const appUrl = setup.guiUrls[0]
  const issuerPath = new URL(issuer).pathname

  const configuration: Configuration = {
    adapter: (model: string) => new RecordStoreAdapter(store, model),
    clients: [guiClient(setup.guiUrls), nomadGuiClient(setup.origins)],
    jwks: { keys: keys.keys },
    cookies: {
      keys: keys.cookieKeys,
      names: { session: '_strata_session', interaction: '_strata_interaction', resume: '_strata_interaction_resume' },
    },
    findAccount: (_ctx: unknown, sub: string) => findAccount(accounts, groups, sub),
    claims: {
      // keycloak-js asks for the openid scope only; Keycloak's tokens name the user all the same.
      openid: ['sub', 'name', 'given_name', 'family_name', 'preferred_username', 'email'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'groups'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The GUI reads the user's name from the ID token; the API takes JWT access tokens only.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    routes: PROVIDER_ROUTES,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${issuerPath}/interaction/${interaction.uid}` },
    // Keycloak's access tokens name the user too.
    extraTokenClaims: async (_ctx: unknown, token: { kind: string; accountId?: string }) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined
      const user = await accounts.findById(token.accountId)
      return user ? { name: user.name, preferred_username: user.username, email: user.email, given_name: user.first_name, family_name: user.last_name } : undefined
    },
    discovery: { userinfo_endpoint: `${issuer}${USERINFO_ROUTE}` },
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, origin: string, client: { redirectUris: string[] }) =>
      client.redirectUris.some((uri) => new URL(uri).origin === origin),
    features: {
      devInteractions: { enabled: false },
      // Access tokens are for the API (their audience), so the provider's userinfo could not accept
      // them: Strata answers userinfo itself (userinfo.ts).
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiUrl,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== apiUrl) throw new errors.InvalidTarget()
          return {
            scope: 'openid profile email offline_access',
            audience: apiUrl,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          }
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContext, form: string) => {
          ctx.type = 'html'
          // With a valid ID token (the GUI's Logout button) no second question is asked, as Keycloak does.
          ctx.body = logoutPage({ form, confirmed: Boolean(ctx.oidc.entities.IdTokenHint) })
        },
        postLogoutSuccessSource: (ctx: KoaContext) => {
          ctx.type = 'html'
          ctx.body = loggedOutPage({ appUrl })
        },
      },
    },
    renderError: (ctx: KoaContext, out: Record<string, unknown>) => {
      ctx.type = 'html'
      ctx.body = errorPage({ message: 'The login could not be completed.', appUrl, details: out })
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  }
  const provider = new Provider(issuer, configuration)
  allowNomadGuiPages(provider, setup.origins)
  issueRefreshTokensAsJwts(provider, keys.keys[0], issuer)
  keycloakResponseOrder(provider)
  provider.on('server_error', (_ctx: unknown, error: unknown) => console.error('identity provider error:', error))
  return provider
}
