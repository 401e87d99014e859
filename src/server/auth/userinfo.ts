import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Accounts } from './accounts.js'
import type { Groups } from './groups.js'
import { TokenRejected, type TokenService } from './tokens.js'
import type { AuthUser } from './types.js'

/** Keycloak's userinfo path under the issuer (keycloak-js's loadUserInfo calls it). */
export const USERINFO_ROUTE = '/protocol/openid-connect/userinfo'

/** The claims of a user as the tokens and userinfo give them (Keycloak's default profile and email scopes). */
export async function userClaims(user: AuthUser, groups: Groups): Promise<Record<string, unknown>> {
  return {
    sub: user.user_id,
    name: user.name,
    given_name: user.first_name,
    family_name: user.last_name,
    preferred_username: user.username,
    email: user.email,
    email_verified: false,
    groups: await groups.idsOf(user.user_id),
  }
}

/**
 * The userinfo endpoint for the API's access tokens (the provider's own one refuses tokens whose
 * audience is a resource server). Errors are given as RFC 6750 asks, in the WWW-Authenticate header.
 */
export function userinfoHandler(tokens: TokenService, accounts: Accounts, groups: Groups, origins: string[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = req.headers.origin
    const cors: Record<string, string> =
      origin && origins.includes(origin) ? { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'authorization', vary: 'origin' } : {}
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST' }).end()
      return
    }
    const refuse = (description: string) => {
      res.writeHead(401, { ...cors, 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`, 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'invalid_token', error_description: description }))
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { ...cors, allow: 'GET, POST' }).end()
      return
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    if (!match) return refuse('no bearer access token given')
    let userId: string
    try {
      userId = (await tokens.verify(match[1])).userId
    } catch (error) {
      if (error instanceof TokenRejected) return refuse(error.reason === 'expired' ? 'the access token has expired' : 'the access token is invalid')
      throw error
    }
    const user = await accounts.findById(userId)
    if (!user) return refuse('the user of the access token does not exist')
    res.writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(await userClaims(user, groups)))
  }
}
