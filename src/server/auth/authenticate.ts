import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../http/context.js'
import { ApiError } from '../http/errors.js'
import type { Accounts } from './accounts.js'
import { TokenRejected, type TokenService } from './tokens.js'
import type { AuthUser } from './types.js'

export const INVALID_TOKEN = 'Could not validate credentials. The given token is invalid.'
export const EXPIRED_TOKEN = 'Could not validate credentials. The given token has expired.'
export const UNKNOWN_TOKEN_USER = 'Could not validate credentials. The user of the given token does not exist.'
export const UNSUPPORTED_AUTHORIZATION = 'Unsupported authorization: use "Authorization: Bearer <token>".'

/**
 * The cookie the GUI keeps its token in (strict same-site, scoped to the API path), so that
 * plain links such as file downloads are authorised too. The header wins when both are sent.
 */
export const TOKEN_COOKIE = 'Authorization'

/** Resolves a bearer token to its user; ApiError 401 when it is forged, expired or orphaned. */
export async function userOfToken(tokens: TokenService, accounts: Accounts, token: string): Promise<AuthUser> {
  let userId: string
  try {
    userId = (await tokens.verify(token)).userId
  } catch (error) {
    if (error instanceof TokenRejected) throw new ApiError(401, error.reason === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN)
    throw error
  }
  const user = await accounts.findById(userId)
  if (!user) throw new ApiError(401, UNKNOWN_TOKEN_USER)
  return user
}

/** "Bearer <token>" → the token; anything else in an Authorization header is refused. */
function bearerToken(header: string): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim())
  if (!match) throw new ApiError(401, UNSUPPORTED_AUTHORIZATION)
  return match[1]
}

/** The user of the token cookie; a stale or broken cookie counts as anonymous. */
async function userOfCookie(c: Context<AppEnv>, tokens: TokenService, accounts: Accounts): Promise<AuthUser | null> {
  const value = getCookie(c, TOKEN_COOKIE)?.trim()
  if (!value) return null
  const token = value.replace(/^Bearer\s+/i, '')
  try {
    return await userOfToken(tokens, accounts, token)
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}

/** Sets c.get('user'): null when anonymous, the user for a valid token; answers 401 otherwise. */
export function authenticateMiddleware(tokens: TokenService, accounts: Accounts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      const header = c.req.header('authorization')
      // The token may also come as ?token=... (NOMAD's curl upload commands send it that way).
      const queryToken = c.req.query('token')?.trim()
      c.set(
        'user',
        header?.trim()
          ? await userOfToken(tokens, accounts, bearerToken(header))
          : queryToken
            ? await userOfToken(tokens, accounts, queryToken)
            : await userOfCookie(c, tokens, accounts),
      )
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
      return c.json({ detail: error.detail }, error.status)
    }
    await next()
  }
}
