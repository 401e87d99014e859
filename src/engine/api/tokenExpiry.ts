/**
 * When a JWT access token expires, read from its `exp` claim; undefined for a token that is not
 * a JWT or has no `exp`. Used to let the API cookie expire with a freshly refreshed token.
 */
export function tokenExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const claims: unknown = JSON.parse(atob(base64))
    const exp = claims && typeof claims === 'object' ? (claims as { exp?: unknown }).exp : undefined
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined
  } catch {
    return undefined
  }
}
