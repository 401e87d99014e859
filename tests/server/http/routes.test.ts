import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '../../../src/server/http/context.js'
import { errorResponse } from '../../../src/server/http/errors.js'
import { buildOpenApi } from '../../../src/server/http/openapi.js'
import { defineRoute } from '../../../src/server/http/routes.js'
import type { AuthUser } from '../../../src/server/auth/types.js'

const ada: AuthUser = { user_id: 'u-ada', username: 'ada', email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace', created: '2024-01-01T00:00:00Z' }

function apiWith(user: AuthUser | null) {
  const app = new Hono<AppEnv>()
  app.onError((error, c) => errorResponse(c, error))
  app.use(async (c, next) => {
    c.set('user', user)
    await next()
  })
  defineRoute(app, {
    method: 'get',
    path: '/things',
    summary: 'List things',
    tags: ['things'],
    query: z.object({ page_size: z.coerce.number().int().min(0).default(10), owner: z.array(z.string()).optional(), q: z.string().optional() }),
    response: z.object({ page_size: z.number(), owner: z.array(z.string()).optional(), q: z.string().optional() }),
    handler: ({ query }) => query,
  })
  defineRoute(app, {
    method: 'post',
    path: '/things/{thing_id}/files/{path:path}',
    summary: 'Put a file into a thing',
    tags: ['things'],
    auth: 'required',
    body: z.object({ name: z.string(), size: z.number().int() }),
    response: z.object({ thing_id: z.string(), path: z.string(), by: z.string(), name: z.string() }),
    handler: ({ params, body, user }) => ({ thing_id: params.thing_id, path: params.path, by: user.username, name: body.name }),
  })
  return app
}

const post = (body: string) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } })

describe('route table', () => {
  it('parses the query: numbers coerced, defaults filled, arrays where the schema has arrays', async () => {
    const app = apiWith(null)
    expect(await (await app.request('/things?owner=me')).json()).toEqual({ page_size: 10, owner: ['me'] })
    expect(await (await app.request('/things?page_size=3&owner=a&owner=b&q=x')).json()).toEqual({ page_size: 3, owner: ['a', 'b'], q: 'x' })
  })

  it('answers a bad query with 422 and NOMAD detail locations', async () => {
    const response = await apiWith(null).request('/things?page_size=-1')
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    expect(detail).toHaveLength(1)
    expect(detail[0].loc).toEqual(['query', 'page_size'])
    expect(typeof detail[0].msg).toBe('string')
    expect(typeof detail[0].type).toBe('string')
  })

  it('answers anonymous calls of a route that requires login with 401 {detail}', async () => {
    const response = await apiWith(null).request('/things/t1/files/a/b.txt', post('{"name":"b","size":1}'))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Authorization required.' })
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('passes path parameters (including ones spanning slashes), body and user to the handler', async () => {
    const response = await apiWith(ada).request('/things/t1/files/a/b.txt', post('{"name":"b","size":1}'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ thing_id: 't1', path: 'a/b.txt', by: 'ada', name: 'b' })
  })

  it('answers a malformed or invalid body with 422 {detail:[{loc,msg,type}]}', async () => {
    const app = apiWith(ada)
    const broken = await app.request('/things/t1/files/x', post('{"name": '))
    expect(broken.status).toBe(422)
    expect((await broken.json()).detail[0].loc).toEqual(['body'])

    const invalid = await app.request('/things/t1/files/x', post('{"size": 1.5}'))
    expect(invalid.status).toBe(422)
    const locs = (await invalid.json()).detail.map((d: { loc: unknown }) => d.loc)
    expect(locs).toEqual(expect.arrayContaining([['body', 'name'], ['body', 'size']]))
  })

  it('emits every route as an OpenAPI 3.1 operation with parameters, body and responses', () => {
    const doc = buildOpenApi({ apps: [apiWith(null)], title: 'Test', version: '1', serverUrl: 'http://x/api/v1' }) as {
      openapi: string
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean }[]; requestBody?: unknown; responses: Record<string, unknown> }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(['/things', '/things/{thing_id}/files/{path}'])
    const list = doc.paths['/things'].get
    expect(list.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['page_size', 'query', false],
      ['owner', 'query', false],
      ['q', 'query', false],
    ])
    const put = doc.paths['/things/{thing_id}/files/{path}'].post
    expect(put.parameters?.map((p) => [p.name, p.in])).toEqual([
      ['thing_id', 'path'],
      ['path', 'path'],
    ])
    expect(put.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', required: ['name', 'size'] } } } })
    expect(Object.keys(put.responses).sort()).toEqual(['200', '401', '422'])
  })
})
