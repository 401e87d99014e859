import { createHash, randomBytes } from 'node:crypto'

/** A minimal browser: fetch with a cookie jar and manual redirects, as a login page sees it. */
export class CookieBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>()

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url)
    const headers = new Headers(init.headers)
    const cookie = [...this.cookies.entries()]
      .filter(([, { path }]) => target.pathname === path || target.pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ')
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) this.store(line)
    return response
  }

  /** GETs url and follows redirects until a non-redirect answer or a URL for which stop() is true. */
  async follow(url: string, stop: (url: string) => boolean = () => false): Promise<{ url: string; response: Response }> {
    let current = url
    for (let hops = 0; hops < 20; hops++) {
      if (stop(current)) return { url: current, response: new Response(null, { status: 204 }) }
      const response = await this.fetch(current)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response }
      current = new URL(location, current).href
    }
    throw new Error(`too many redirects from ${url}`)
  }

  /** POSTs a form and returns the answer without following its redirect. */
  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator)
    const value = pair.slice(separator + 1)
    const path = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice(5) ?? '/'
    const expired = attributes.some((attribute) => /^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()) || value === ''
    if (expired) this.cookies.delete(name)
    else this.cookies.set(name, { value, path })
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** The action of the first form on a page. */
export function formAction(html: string, base: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html)
  if (!match) throw new Error(`no form on page: ${html.slice(0, 300)}`)
  return new URL(match[1].replaceAll('&amp;', '&'), base).href
}
