import { request as httpRequest, type IncomingMessage, type ServerResponse, type OutgoingHttpHeaders } from 'node:http'
import type { Duplex } from 'node:stream'
import type { AuthUser } from '../auth/types.js'
import { NORTH_COOKIE, NorthSessions, cookieValue, withoutCookie } from './north-sessions.js'
import type { ToolHub } from './tool-hub.js'

export const MUST_LOG_IN = 'You must be logged in to use this tool.'
export const OTHER_USERS_TOOL = 'This tool belongs to another user.'

export interface NorthProxyOptions {
  /** The tools path, e.g. /prod/v1/develop/north/ */
  northPath: string
  sessions: NorthSessions
  hub: () => ToolHub | undefined
  unavailableReason: () => string | undefined
}

type Decision = { user: AuthUser } | { status: number; message: string }

/**
 * Forwards {north}/user/<username>/<tool>/... to the hub, only for the user of the Strata session
 * whose username is in the path, and adds that user's hub token: the tool trusts Strata, the
 * user does not log in again, and nobody else reaches the server. Everything else under the
 * tools path (the hub's own pages) is refused.
 */
export class NorthProxy {
  constructor(private readonly options: NorthProxyOptions) {}

  handles(url: string | undefined): boolean {
    return (url ?? '').startsWith(this.options.northPath)
  }

  private decide(req: IncomingMessage): Decision {
    const path = (req.url ?? '').slice(this.options.northPath.length).split('?')[0]
    const match = /^user\/([^/]+)\/([^/]+)(\/|$)/.exec(path)
    if (!match) return { status: 404, message: 'Not Found' }
    const user = this.options.sessions.userOf(cookieValue(req.headers.cookie, NORTH_COOKIE))
    if (!user) return { status: 401, message: MUST_LOG_IN }
    if (decodeURIComponent(match[1]) !== user.username) return { status: 403, message: OTHER_USERS_TOOL }
    const reason = this.options.unavailableReason()
    if (reason || !this.options.hub()) return { status: 503, message: reason ?? 'The remote tools hub is off.' }
    return { user }
  }

  private async target(req: IncomingMessage, user: AuthUser): Promise<{ origin: URL; headers: OutgoingHttpHeaders }> {
    const hub = this.options.hub()!
    const [origin, token] = await Promise.all([hub.publicOrigin(), hub.userToken(user.username)])
    const headers: OutgoingHttpHeaders = { ...req.headers, authorization: `token ${token}` }
    const cookie = withoutCookie(req.headers.cookie, NORTH_COOKIE)
    if (cookie) headers.cookie = cookie
    else delete headers.cookie
    return { origin: new URL(origin), headers }
  }

  async request(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const decision = this.decide(req)
    if (!('user' in decision)) return refuse(res, decision.status, decision.message)
    let target
    try {
      target = await this.target(req, decision.user)
    } catch (error) {
      return refuse(res, 502, `The remote tools hub did not answer: ${(error as Error).message}`)
    }
    const upstream = httpRequest({ host: target.origin.hostname, port: target.origin.port, method: req.method, path: req.url, headers: target.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
      answer.pipe(res)
    })
    upstream.on('error', () => (res.headersSent ? res.destroy() : refuse(res, 502, 'The tool did not answer. It may be stopped.')))
    req.pipe(upstream)
  }

  async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy())
    const decision = this.decide(req)
    if (!('user' in decision)) {
      socket.end(`HTTP/1.1 ${decision.status} ${decision.message}\r\nConnection: close\r\n\r\n`)
      return
    }
    let target
    try {
      target = await this.target(req, decision.user)
    } catch {
      socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n')
      return
    }
    const upstream = httpRequest({ host: target.origin.hostname, port: target.origin.port, method: req.method, path: req.url, headers: target.headers })
    upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`]
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`)
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (upstreamHead.length > 0) socket.write(upstreamHead)
      if (head.length > 0) upstreamSocket.write(head)
      upstreamSocket.on('error', () => socket.destroy())
      socket.on('close', () => upstreamSocket.destroy())
      upstreamSocket.pipe(socket).pipe(upstreamSocket)
    })
    upstream.on('response', (answer) => {
      socket.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nConnection: close\r\n\r\n`)
    })
    upstream.on('error', () => socket.destroy())
    upstream.end()
  }
}

function refuse(res: ServerResponse, status: number, message: string): void {
  const html = `<!doctype html><meta charset="utf-8"><title>${escapeHtml(message)}</title><p>${escapeHtml(message)}</p>\n`
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
