import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { errors, type Provider } from 'oidc-provider'
import { AccountConflict, type Accounts } from './accounts.js'
import type { Groups } from './groups.js'
import { LoginGuard, LoginLocked } from './login-guard.js'
import { accountPage, errorPage, loginPage, notLoggedInPage, registerPage } from './pages.js'
import { GUI_CLIENT_ID, PROVIDER_ROUTES, TRUSTED_CLIENT_IDS } from './provider.js'
import { registrationValues, validateRegistration } from './registration-form.js'

export interface InteractionSetup {
  provider: Provider
  accounts: Accounts
  groups: Groups
  /** Path of the issuer, e.g. /prod/v1/develop/auth/realms/strata. */
  issuerPath: string
  /** The GUI's home page, where the pages link back to. */
  appUrl: string
  /** Login rate limiting and lockout, shared with auth/token. */
  loginGuard?: LoginGuard
}

type PagesEnv = { Bindings: HttpBindings }
type PagesContext = Context<PagesEnv>

const INVALID_CREDENTIALS = 'Invalid username or password.'
const EXPIRED_INTERACTION = 'This login page has expired or was already used. Please go back to Strata and log in again.'

const formText = (body: Record<string, unknown>, field: string) => (typeof body[field] === 'string' ? body[field] : '')

/**
 * The provider's user-facing pages: login, registration, automatic consent for the GUI, and the
 * account page. Login and registration belong to an interaction the provider started.
 */
export function createInteractionPages(setup: InteractionSetup): Hono<PagesEnv> {
  const { provider, accounts, groups, issuerPath, appUrl } = setup
  const loginGuard = setup.loginGuard ?? new LoginGuard()
  const app = new Hono<PagesEnv>().basePath(issuerPath)
  const interactionPath = (uid: string, action = '') => `${issuerPath}/interaction/${encodeURIComponent(uid)}${action}`

  /** The interaction of the request, checked against the uid in its path. */
  const interactionOf = async (c: PagesContext) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing)
    if (details.uid !== c.req.param('uid')) throw new errors.SessionNotFound('interaction mismatch')
    return details
  }

  const finish = async (c: PagesContext, result: Parameters<Provider['interactionResult']>[2]) => {
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, { mergeWithLastSubmission: true })
    return c.redirect(returnTo, 303)
  }

  const showLogin = (c: PagesContext, uid: string, options: { login?: string; error?: string } = {}, status: 200 | 401 | 429 = options.error ? 401 : 200) =>
    c.html(loginPage({ action: interactionPath(uid, '/login'), registerUrl: interactionPath(uid, '/register'), abortUrl: interactionPath(uid, '/abort'), ...options }), status)

  app.get('/interaction/:uid', async (c) => {
    const details = await interactionOf(c)
    if (details.prompt.name === 'login') return showLogin(c, details.uid, { login: details.params.login_hint })
    const clientId = details.params.client_id
    if (details.prompt.name === 'consent' && clientId && TRUSTED_CLIENT_IDS.includes(clientId) && details.session?.accountId) {
      // Strata's own GUI and NOMAD's GUI are trusted: consent is granted without asking.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId })
      if (!grant) throw new errors.SessionNotFound('grant not found')
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '))
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims)
      for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '))
      const grantId = await grant.save()
      return finish(c, { consent: details.grantId ? {} : { grantId } })
    }
    return finish(c, { error: 'access_denied', error_description: 'This client is not allowed to use Strata accounts.' })
  })

  app.post('/interaction/:uid/login', async (c) => {
    const details = await interactionOf(c)
    const body = await c.req.parseBody()
    const login = formText(body, 'login').trim()
    let user
    try {
      user = login ? await loginGuard.attempt(login, c.env.incoming.socket.remoteAddress, () => accounts.authenticate(login, formText(body, 'password'))) : undefined
    } catch (error) {
      if (!(error instanceof LoginLocked)) throw error
      c.header('retry-after', String(error.retryAfterSeconds))
      return showLogin(c, details.uid, { login, error: error.message }, 429)
    }
    if (!user) return showLogin(c, details.uid, { login, error: INVALID_CREDENTIALS })
    return finish(c, { login: { accountId: user.user_id } })
  })

  app.get('/interaction/:uid/register', async (c) => {
    const details = await interactionOf(c)
    return c.html(registerPage({ action: interactionPath(details.uid, '/register'), loginUrl: interactionPath(details.uid) }))
  })

  app.post('/interaction/:uid/register', async (c) => {
    const details = await interactionOf(c)
    const values = registrationValues(await c.req.parseBody())
    const showForm = (errors: Parameters<typeof registerPage>[0]['errors']) =>
      c.html(registerPage({ action: interactionPath(details.uid, '/register'), loginUrl: interactionPath(details.uid), values, errors }), 422)
    const invalid = validateRegistration(values)
    if (invalid) return showForm(invalid)
    try {
      const user = await accounts.register(values)
      return finish(c, { login: { accountId: user.user_id } })
    } catch (error) {
      if (error instanceof AccountConflict) return showForm({ [error.field]: error.message })
      throw error
    }
  })

  app.get('/interaction/:uid/abort', async (c) => {
    await interactionOf(c)
    return finish(c, { error: 'access_denied', error_description: 'The login was cancelled.' })
  })

  app.get('/account', async (c) => {
    const session = await provider.Session.get(provider.createContext(c.env.incoming, c.env.outgoing))
    const user = session.accountId ? await accounts.findById(session.accountId) : undefined
    if (!user) return c.html(notLoggedInPage({ appUrl }))
    const groupNames = (await groups.find({ userId: user.user_id })).map((group) => group.group_name)
    const logoutUrl = `${issuerPath}${PROVIDER_ROUTES.end_session}?client_id=${GUI_CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent(appUrl)}`
    return c.html(accountPage({ user, groupNames, appUrl, logoutUrl }))
  })

  app.notFound((c) => c.html(errorPage({ message: 'This page does not exist.', appUrl }), 404))
  app.onError((error, c) => {
    if (error instanceof errors.SessionNotFound) return c.html(errorPage({ message: EXPIRED_INTERACTION, appUrl }), 400)
    console.error('login page error:', error)
    return c.html(errorPage({ message: 'The login could not be completed.', appUrl }), 500)
  })
  return app
}
