/**
 * Cross-site request forgery: a state-changing API call that is authenticated only by the token
 * cookie must come from this site. Browsers say where a request comes from (Sec-Fetch-Site, else
 * Origin); such a call from another site is refused with 403 before any route runs. Calls with the
 * token in the Authorization header or ?token= cannot be forged by another site and pass, as do
 * clients that send neither header (scripts, curl).
 */
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { TOKEN_COOKIE } from '../auth/index.js'
import type { AppEnv } from './context.js'

export const CROSS_SITE_REFUSED =
  'Cross-site request refused: a call that changes data and is authenticated by the login cookie must come from this site. Send the token in the Authorization header instead.'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** `trustedOrigins`: where the GUI is served from besides the request's own origin (the public URL and its twins). */
export function crossSiteGuard(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin))
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization')?.trim() || c.req.query('token')?.trim() || !getCookie(c, TOKEN_COOKIE)) return next()
    const site = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    const sameSite = site !== undefined ? site === 'same-origin' || site === 'none' : origin === undefined || origin === new URL(c.req.url).origin || trusted.has(origin)
    if (!sameSite) return c.json({ detail: CROSS_SITE_REFUSED }, 403)
    return next()
  }
}
