/** Cookie that remembers that the cookie notice was accepted (spec 1 §2). */
export const TERMS_ACCEPTED_COOKIE = 'terms-accepted'

const FAR_FUTURE = 'Fri, 31 Dec 9999 23:59:59 GMT'

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function hasAcceptedTerms(doc: { cookie: string } = document): boolean {
  return readCookie(doc.cookie, TERMS_ACCEPTED_COOKIE) !== undefined
}

export function acceptTerms(doc: { cookie: string } = document): void {
  doc.cookie = `${TERMS_ACCEPTED_COOKIE}=true; Expires=${FAR_FUTURE}; Path=/; SameSite=Lax`
}
