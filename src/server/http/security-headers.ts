/**
 * Security headers of every response: the GUI, the API and the identity provider's pages. No
 * inline scripts in the GUI; no page of this server may be framed by another site; no response is
 * sniffed into another type; referrers leave the site as the origin only.
 */
import type { ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * The GUI's policy. 'unsafe-eval' because plotly's WebGL scatter plots (regl) compile their
 * drawing code with Function; 'unsafe-inline' styles because MUI (emotion) inserts style elements.
 * Data, tools and identity providers of other sites may be fetched, shown and framed.
 */
export const guiSecurityHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https:', 'http:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:', 'https:', 'http:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: REFERRER_POLICY,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  strictTransportSecurity: false,
})

/**
 * The API's policy: a response (a raw file of an upload, say an HTML page) opened in the browser
 * runs nothing and loads nothing. Other sites' GUIs (CORS) may still read it.
 */
export const apiSecurityHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'self'"] },
  referrerPolicy: REFERRER_POLICY,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  strictTransportSecurity: false,
})

/** The identity provider's pages (served outside hono; they carry their own inline script and style): never framed by another site. */
export function setProviderSecurityHeaders(res: ServerResponse): void {
  res.setHeader('content-security-policy', "frame-ancestors 'self'; object-src 'none'; base-uri 'self'")
  res.setHeader('x-frame-options', 'SAMEORIGIN')
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('referrer-policy', REFERRER_POLICY)
}
