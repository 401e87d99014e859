import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { appTokenQuerySchema, appTokenResponseSchema, passwordTokenRequestSchema, tokenResponseSchema } from '../../engine/api/schemas/auth.js'
import {
  groupSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  inviteUserSchema,
  userSchema,
  usersQuerySchema,
  usersResponseSchema,
  type User,
} from '../../engine/api/schemas/users.js'
import type { AppEnv } from '../http/context.js'
import { ApiError, zodToDetail, type ValidationDetail } from '../http/errors.js'
import { defineRoute } from '../http/routes.js'
import type { Accounts } from './accounts.js'
import type { Groups } from './groups.js'
import { LoginGuard, LoginLocked } from './login-guard.js'
import { ACCESS_TOKEN_TTL } from './provider.js'
import type { TokenService } from './tokens.js'
import type { AuthUser } from './types.js'

export const INCORRECT_CREDENTIALS = 'Incorrect username or password'

export interface AuthRoutesSetup {
  accounts: Accounts
  groups: Groups
  tokens: TokenService
  appTokenMaxExpiresIn: number
  /** Login rate limiting and lockout, shared with the login page. */
  loginGuard?: LoginGuard
}

/** NOMAD's user shape; the email only when it is the caller's own profile. */
function userView(user: AuthUser, withEmail: boolean): User {
  const view: User = {
    name: user.name,
    first_name: user.first_name,
    last_name: user.last_name,
    user_id: user.user_id,
    username: user.username,
    created: user.created,
    is_admin: user.is_admin ?? false,
    is_oasis_admin: false,
  }
  if (user.affiliation) view.affiliation = user.affiliation
  if (user.affiliation_address) view.affiliation_address = user.affiliation_address
  if (withEmail) view.email = user.email
  return view
}

/** The address the request comes from (the proxy's, behind one). */
function clientAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

async function formOrJsonBody(c: Context<AppEnv>): Promise<unknown> {
  if ((c.req.header('content-type') ?? '').includes('application/json')) return c.req.json().catch(() => undefined)
  return c.req.parseBody()
}

/** The routes of accounts, groups and tokens, to be mounted at the API root. */
export function createAuthRoutes(setup: AuthRoutesSetup): Hono<AppEnv> {
  const { accounts, groups, tokens, appTokenMaxExpiresIn } = setup
  const app = new Hono<AppEnv>()

  const loginGuard = setup.loginGuard ?? new LoginGuard()
  const passwordToken = async (username: string, password: string, c: Context<AppEnv>) => {
    const user = await loginGuard.attempt(username, clientAddress(c), () => accounts.authenticate(username, password)).catch((error: unknown) => {
      if (!(error instanceof LoginLocked)) throw error
      c.header('retry-after', String(error.retryAfterSeconds))
      throw new ApiError(429, error.message)
    })
    if (!user) throw new ApiError(401, INCORRECT_CREDENTIALS)
    return { access_token: await tokens.sign(user.user_id, 'password', ACCESS_TOKEN_TTL), token_type: 'bearer' as const }
  }

  defineRoute(app, {
    method: 'post',
    path: '/auth/token',
    summary: 'Get an access token with username and password',
    description:
      'Takes a form (application/x-www-form-urlencoded, OAuth2 password flow) or JSON with `username` (or email) and `password`; ' +
      'answers a bearer token for scripts. 401 on wrong credentials.',
    tags: ['auth'],
    response: tokenResponseSchema,
    handler: async (_input, c) => {
      const parsed = passwordTokenRequestSchema.safeParse(await formOrJsonBody(c))
      if (!parsed.success) throw new ApiError(422, zodToDetail(parsed.error, 'body'))
      return passwordToken(parsed.data.username, parsed.data.password, c)
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/auth/token',
    summary: 'Get an access token with username and password (query parameters)',
    description: 'The same as POST auth/token, with the credentials in the query, for compatibility with NOMAD clients.',
    tags: ['auth'],
    query: passwordTokenRequestSchema,
    response: tokenResponseSchema,
    handler: ({ query }, c) => passwordToken(query.username, query.password, c),
  })

  defineRoute(app, {
    method: 'get',
    path: '/auth/app_token',
    summary: 'Get an app token',
    description: `A long-lived token for scripts; \`expires_in\` (seconds) must not exceed the deployment's maximum (here ${appTokenMaxExpiresIn}).`,
    tags: ['auth'],
    auth: 'required',
    query: appTokenQuerySchema,
    response: appTokenResponseSchema,
    handler: async ({ query, user }) => {
      if (query.expires_in > appTokenMaxExpiresIn) {
        const detail: ValidationDetail & { input: number; ctx: { le: number } } = {
          loc: ['query', 'expires_in'],
          msg: `Input should be less than or equal to ${appTokenMaxExpiresIn}`,
          type: 'less_than_equal',
          input: query.expires_in,
          ctx: { le: appTokenMaxExpiresIn },
        }
        throw new ApiError(422, [detail])
      }
      return { app_token: await tokens.sign(user.user_id, 'app', query.expires_in) }
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/users/me',
    summary: 'Get your account information',
    tags: ['users'],
    auth: 'required',
    response: userSchema,
    handler: ({ user }) => userView(user, true),
  })

  defineRoute(app, {
    method: 'get',
    path: '/users',
    summary: 'Get users by id or search them by a name prefix',
    description: '`prefix` matches names and usernames (those starting with it first); `user_id` may be repeated. Emails are not given out.',
    tags: ['users'],
    query: usersQuerySchema,
    response: usersResponseSchema,
    handler: async ({ query, user: caller }) => {
      const found: AuthUser[] = []
      for (const userId of query.user_id ?? []) {
        const user = await accounts.findById(userId)
        if (user) found.push(user)
      }
      if (query.prefix !== undefined) found.push(...(await accounts.search(query.prefix)))
      return { data: found.map((user) => userView(user, user.user_id === caller?.user_id)) }
    },
  })

  defineRoute(app, {
    method: 'put',
    path: '/users/invite',
    summary: 'Invite a new user',
    description: 'Creates an account without password that the invited person completes by registering with the same email.',
    tags: ['users'],
    auth: 'required',
    body: inviteUserSchema,
    response: userSchema,
    handler: async ({ body }) => userView(await accounts.invite(body), false),
  })

  defineRoute(app, {
    method: 'get',
    path: '/groups',
    summary: 'List user groups',
    description: '`group_id` may be repeated; `user_id` gives the groups a user owns or belongs to; `search_terms` must all occur in the group name.',
    tags: ['groups'],
    query: groupsQuerySchema,
    response: groupsResponseSchema,
    handler: async ({ query }) => ({
      data: await groups.find({ groupIds: query.group_id, userId: query.user_id, searchTerms: query.search_terms }),
    }),
  })

  defineRoute(app, {
    method: 'get',
    path: '/groups/{group_id}',
    summary: 'Get one user group',
    tags: ['groups'],
    params: z.object({ group_id: z.string() }),
    response: groupSchema,
    handler: async ({ params }) => {
      const group = await groups.get(params.group_id)
      if (!group) throw new ApiError(404, `User group '${params.group_id}' was not found.`)
      return group
    },
  })

  return app
}
