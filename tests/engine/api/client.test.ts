import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, SERVER_VERSION_HEADER, parseJsonTolerant, storeTokenCookie } from '../../../src/engine/api/client.js'
import {
  ApiError,
  BadRequest,
  CannotReachApi,
  DoesNotExist,
  NotAuthorized,
  UnprocessableEntity,
  VersionMismatch,
  userMessage,
} from '../../../src/engine/api/errors.js'

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void

const routes: Record<string, Handler> = {
  '/api/v1/ok': (req, res) => json(res, 200, { url: req.url, auth: req.headers.authorization ?? null }),
  '/api/v1/nan': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"a": NaN, "b": [1, Infinity, -Infinity], "c": "NaN stays text"}')
  },
  '/api/v1/echo': (req, res, body) => json(res, 200, { method: req.method, type: req.headers['content-type'], body: JSON.parse(body) }),
  '/api/v1/slow': (_req, res) => setTimeout(() => json(res, 200, {}), 50),
  '/api/v1/status/400': (_req, res) => json(res, 400, { detail: 'The query is not valid' }),
  '/api/v1/status/401': (_req, res) => json(res, 401, { detail: 'You do not have access to the specified upload.' }),
  '/api/v1/status/404': (_req, res) => json(res, 404, { detail: 'Not found. Invalid path?' }),
  '/api/v1/status/422': (_req, res) =>
    json(res, 422, { detail: [{ loc: ['query', 'page_size'], msg: 'value is not a valid integer', type: 'type_error' }] }),
  '/api/v1/status/422-optimade': (_req, res) =>
    json(res, 422, { detail: [{ loc: [['optimade_filter']], msg: 'Could not parse optimade filter: Syntax error', type: 'value_error' }] }),
  '/api/v1/status/500': (_req, res) => json(res, 500, { detail: 'Internal server error' }),
  '/api/v1/status/502': (_req, res) => {
    res.writeHead(502, { 'content-type': 'text/html' })
    res.end('<html>Bad Gateway</html>')
  },
  '/api/v1/status/503-plain': (_req, res) => {
    res.writeHead(503, 'Service Unavailable')
    res.end()
  },
  '/api/v1/versioned': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', [SERVER_VERSION_HEADER]: '2.0.0' })
    res.end('{}')
  },
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const handler = routes[new URL(req.url ?? '/', 'http://x').pathname]
      if (handler) handler(req, res, body)
      else json(res, 404, { detail: 'no route' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe('ApiClient against a real HTTP server', () => {
  it('sends the bearer token when the provider gives one and none when anonymous', async () => {
    const withToken = new ApiClient({ baseUrl: base, getToken: async () => 'tok-123' })
    expect(await withToken.get('ok')).toMatchObject({ auth: 'Bearer tok-123' })
    const anonymous = new ApiClient({ baseUrl: base, getToken: () => undefined })
    expect(await anonymous.get('ok')).toMatchObject({ auth: null })
  })

  it('encodes query parameters, repeating keys for lists and leaving out undefined', async () => {
    const client = new ApiClient({ baseUrl: `${base}/` })
    const answer = await client.get<{ url: string }>('/ok', { page_size: 10, order: 'desc', roles: ['a', 'b'], skip: undefined })
    expect(answer.url).toBe('/api/v1/ok?page_size=10&order=desc&roles=a&roles=b')
  })

  it('sends bodies as JSON', async () => {
    const client = new ApiClient({ baseUrl: base })
    expect(await client.post('echo', { owner: 'all' })).toEqual({ method: 'POST', type: 'application/json', body: { owner: 'all' } })
  })

  it('tolerates NaN and Infinity in JSON answers', async () => {
    const client = new ApiClient({ baseUrl: base })
    expect(await client.get('nan')).toEqual({ a: null, b: [1, null, null], c: 'NaN stays text' })
  })

  it('counts requests in flight', async () => {
    const client = new ApiClient({ baseUrl: base })
    const seen: number[] = []
    client.onLoadingChange((n) => seen.push(n))
    const calls = Promise.all([client.get('slow'), client.get('slow')])
    expect(client.inFlight).toBe(2)
    await calls
    expect(client.inFlight).toBe(0)
    expect(seen).toEqual([1, 2, 1, 0])
  })

  it.each([
    ['400', BadRequest, 'The query is not valid'],
    ['401', NotAuthorized, 'You do not have access to the specified upload.'],
    [
      '404',
      DoesNotExist,
      'You are trying to access information that does not exist. Please try again and let us know, if this error keeps happening.',
    ],
    [
      '422',
      UnprocessableEntity,
      'Unexpected api error: value is not a valid integer. Please try again and let us know, if this error keeps happening.',
    ],
    ['422-optimade', UnprocessableEntity, 'The given OPTiMaDe query can not be parsed.'],
    ['500', ApiError, 'Internal server error (500)'],
    ['502', CannotReachApi, 'Cannot reach the product, please try again later.'],
    ['503-plain', ApiError, 'Service Unavailable (503)'],
  ])('maps status %s to its error type and text', async (status, type, text) => {
    const client = new ApiClient({ baseUrl: base })
    const error = await failureOf(client.get(`status/${status}`))
    expect(error).toBeInstanceOf(type)
    expect(userMessage(error)).toBe(text)
  })

  it('maps a refused connection to CannotReachApi', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const client = new ApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` })
    const error = await failureOf(client.get('ok'))
    expect(error).toBeInstanceOf(CannotReachApi)
    expect(client.inFlight).toBe(0)
  })

  it('raises VersionMismatch when the server names another version than the GUI', async () => {
    const outdated = new ApiClient({ baseUrl: base, guiVersion: '1.0.0' })
    const error = await failureOf(outdated.get('versioned'))
    expect(error).toBeInstanceOf(VersionMismatch)
    expect(userMessage(error)).toBe('There is a new GUI version available. Please press "shift" and reload the page.')
    const current = new ApiClient({ baseUrl: base, guiVersion: '2.0.0' })
    expect(await current.get('versioned')).toEqual({})
  })

  it('hands back raw responses for successful calls and throws typed errors for failed ones', async () => {
    const client = new ApiClient({ baseUrl: base })
    const response = await client.fetchRaw('GET', 'nan')
    expect(await response.text()).toContain('NaN')
    expect(await failureOf(client.fetchRaw('GET', 'status/404'))).toBeInstanceOf(DoesNotExist)
  })
})

describe('parseJsonTolerant', () => {
  it('keeps strings that merely contain NaN and still rejects broken JSON', () => {
    expect(parseJsonTolerant('["NaN", "a \\" NaN"]')).toEqual(['NaN', 'a " NaN'])
    expect(() => parseJsonTolerant('{"a": }')).toThrow()
  })
})

describe('storeTokenCookie', () => {
  it('writes a strict same-site cookie scoped to the API path that expires with the token', () => {
    const target = { cookie: '' }
    const expires = new Date('2030-01-02T03:04:05Z')
    storeTokenCookie(target, '/prod/v1/develop/api', 'abc', expires)
    expect(target.cookie).toBe(
      'Authorization=Bearer%20abc; Expires=Wed, 02 Jan 2030 03:04:05 GMT; Path=/prod/v1/develop/api; SameSite=Strict',
    )
    storeTokenCookie(target, '/prod/v1/develop/api', undefined)
    expect(target.cookie).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  })
})
