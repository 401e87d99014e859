/**
 * A seeded, bounded fuzz run (fast-check) against a real server holding a processed upload:
 * POST entries/query and materials/query (queries, pagination, aggregations), POST suggestions,
 * archive/query required specs, the uploads API's query parameters and raw paths. Every answer
 * must come within the time limit and be anything but a 5xx. FUZZ_RUNS sets the inputs per target
 * (default 200), FUZZ_SEED the seed.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { strataSearchRegistry } from '../../../src/server/search/registry.js'
import { CIF_NACL, createProcessedUpload, poscarOf, startUploadsServer, type UploadsServer } from '../uploads/support.js'

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const SEED = Number(process.env.FUZZ_SEED ?? 12012)
/** An answer slower than this counts as a hang. */
const ANSWER_WITHIN_MS = 15_000

const tried: Record<string, number> = {}
const serverErrors: string[] = []
let total5xx = 0

describe('API fuzz', () => {
  let server: UploadsServer
  let token: string
  let uploadId: string
  let entryId: string
  let quantityNames: string[]

  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
    const upload = await createProcessedUpload(server, token, { 'a/NaCl.cif': CIF_NACL, 'b/POSCAR': poscarOf('Cu', 3.6), 'notes/readme.txt': 'hello', 'a/Ünï cødé ✓.txt': 'unicode' })
    uploadId = upload.upload_id as string
    entryId = (await server.json(`/uploads/${uploadId}/entries`, { token })).body.data[0].entry_id
    quantityNames = Object.keys((await strataSearchRegistry()).quantities)
  }, 120_000)
  beforeEach(() => {
    serverErrors.length = 0
  })
  afterAll(async () => {
    console.log(`fuzz: ${Object.entries(tried).map(([target, count]) => `${target} ${count}`).join(', ')}; ${Object.values(tried).reduce((a, b) => a + b, 0)} inputs, ${total5xx} answered 5xx`)
    await server?.stop()
  })

  /** Sends one input; records a 5xx or a hang (which fail the property). */
  const send = async (target: string, path: string, init: RequestInit & { token?: string } = {}) => {
    tried[target] = (tried[target] ?? 0) + 1
    const response = await server.api(path, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
    await response.arrayBuffer()
    if (response.status >= 500) total5xx++
    if (response.status >= 500) serverErrors.push(`${response.status} ${init.method ?? 'GET'} ${path} ${typeof init.body === 'string' ? init.body.slice(0, 500) : ''}`)
    return response.status < 500
  }
  const post = (target: string, path: string, body: unknown, withToken: boolean) =>
    send(target, path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, token: withToken ? token : undefined })
  const check = (property: fc.IAsyncPropertyWithHooks<[unknown, ...unknown[]]> | fc.IAsyncProperty<[unknown, ...unknown[]]>) => fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })

  // Values of every kind, odd ones included.
  const anyValue = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('', '*', 'NaCl', 'Cu', '1e309', '-1', '2024-01-01', '../..', '\u0000', 'a'.repeat(5000), '{"and":[]}', "' OR 1=1 --"),
    fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('gt', 'gte', 'lt', 'lte', 'any', 'all', 'none', 'x'), fc.oneof(fc.integer(), fc.string(), fc.double())),
  )
  const quantity = () => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...quantityNames) }, fc.string(), fc.constantFrom('results', 'results.material', 'entry_id.x', 'a.b.c', '__proto__', 'constructor'))
  const operator = fc.constantFrom('', ':any', ':all', ':none', ':gt', ':lt', ':gte', ':lte', ':x', ':')
  const query = () =>
    fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tie('criterion'),
        fc.record({ and: fc.array(tie('node'), { maxLength: 3 }) }),
        fc.record({ or: fc.array(tie('node'), { maxLength: 3 }) }),
        fc.record({ not: tie('node') }),
        anyValue,
      ),
      criterion: fc.tuple(quantity(), operator, anyValue).map(([name, op, value]) => ({ [`${name}${op}`]: value })),
    })).node
  const pagination = () =>
    fc.record(
    { page_size: fc.oneof(fc.integer({ min: -5, max: 20_000 }), anyValue), page: anyValue, order_by: fc.oneof(quantity(), anyValue), order: fc.constantFrom('asc', 'desc', 'up', 1), page_after_value: anyValue },
    { requiredKeys: [] },
  )
  const aggregation = () =>
    fc.dictionary(
      fc.string({ maxLength: 8 }),
      fc.dictionary(
        fc.constantFrom('terms', 'histogram', 'date_histogram', 'min_max', 'statistics', 'auto_histogram', 'nonsense'),
        fc.record({ quantity: quantity(), size: anyValue, buckets: anyValue, interval: anyValue, exclude_from_search: fc.boolean(), include: anyValue, pagination: pagination() }, { requiredKeys: [] }),
        { maxKeys: 2 },
      ),
      { maxKeys: 3 },
    )
  const owner = fc.constantFrom(undefined, 'public', 'visible', 'user', 'shared', 'staging', 'all', 'admin', 'nobody')
  const required = () =>
    fc.letrec((tie) => ({
      spec: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('*', 'include', 'include-resolved', 'exclude', 'nonsense', '', 0, null),
        fc.dictionary(fc.oneof(fc.constantFrom('metadata', 'results', 'run', 'data', 'workflow2', 'definitions', 'resolve-inplace', 'm_request', '*', 'run[0]', 'run[-1:]', 'x[abc]'), fc.string({ maxLength: 12 })), tie('spec'), { maxKeys: 3 }),
      ),
    })).spec
  const rawPath = fc.oneof(
    fc.constantFrom('a/NaCl.cif', 'b/POSCAR', encodeURI('a/Ünï cødé ✓.txt'), encodeURIComponent('Ünï cødé ✓.txt'), 'notes/readme.txt', 'notes', '', '..', '../..', '%2e%2e/%2e%2e/etc/passwd', 'a/../../x', '%00', 'a%00b', '\\..\\x', 'a//b', '.', '~', 'a'.repeat(4000), '%', '%zz', '%E2%80%AE'),
    fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('..', '.', '')), { maxLength: 4 }).map((segments) => segments.map((segment) => encodeURIComponent(segment)).join('/')),
  )
  const params = (names: string[]) =>
    fc.dictionary(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, fc.string({ maxLength: 8 })), fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('', 'true', 'false', '-1', '1e9', 'NaN', '0x10', '[]', '../..')), { maxKeys: 5 }).map((dict) => new URLSearchParams(dict).toString())

  it('POST entries/query and materials/query: no 5xx, no hang', async () => {
    await check(
      fc.asyncProperty(fc.record({ owner, query: query(), pagination: pagination(), aggregations: aggregation(), required: fc.oneof(required(), fc.record({ include: fc.array(quantity(), { maxLength: 3 }) })) }, { requiredKeys: [] }), fc.boolean(), fc.boolean(), async (body, withToken, materials) =>
        post('entries/query', materials ? '/materials/query' : '/entries/query', body, withToken),
      ),
    )
    expect(serverErrors).toEqual([])
  }, 600_000)

  it('POST suggestions: no 5xx, no hang', async () => {
    await check(
      fc.asyncProperty(fc.record({ input: fc.oneof(fc.string(), anyValue), quantities: fc.oneof(fc.array(quantity(), { maxLength: 4 }), anyValue) }, { requiredKeys: [] }), fc.boolean(), async (body, withToken) => post('suggestions', '/suggestions', body, withToken)),
    )
    expect(serverErrors).toEqual([])
  }, 600_000)

  it('archive/query required specs: no 5xx, no hang', async () => {
    await check(
      fc.asyncProperty(required(), owner, fc.boolean(), fc.boolean(), async (spec, anOwner, withToken, single) =>
        single
          ? post('archive/query', `/entries/${entryId}/archive/query`, { required: spec }, withToken)
          : post('archive/query', '/entries/archive/query', { owner: anOwner, query: { upload_id: uploadId }, required: spec, pagination: { page_size: 5 } }, withToken),
      ),
    )
    expect(serverErrors).toEqual([])
  }, 600_000)

  it('uploads API query parameters: no 5xx, no hang', async () => {
    const names = ['page', 'page_size', 'order', 'order_by', 'page_after_value', 'is_processing', 'is_published', 'upload_id', 'upload_name', 'is_owned', 'include_path', 'include_empty', 'file_name', 'entry_hash', 'upload_name', 'embargo_length', 'publish_directly', 'token']
    await check(
      fc.asyncProperty(fc.constantFrom('/uploads', `/uploads/${uploadId}`, `/uploads/${uploadId}/entries`, `/uploads/${uploadId}/entries/${entryId}`, `/uploads/${uploadId}/rawdir/`, `/uploads/${uploadId}/bundle`, '/uploads/no-such-upload/entries'), params(names), fc.boolean(), async (path, search, withToken) =>
        send('upload params', `${path}${path.includes('?') ? '&' : '?'}${search}`, { token: withToken ? token : undefined }),
      ),
    )
    expect(serverErrors).toEqual([])
  }, 600_000)

  it('raw paths and their parameters: no 5xx, no hang', async () => {
    const names = ['offset', 'length', 'decompress', 'ignore_mime_type', 're_pattern', 'glob_pattern', 'include_files', 'exclude_files', 'compress', 'include_entry_info', 'page_size', 'page']
    await check(
      fc.asyncProperty(fc.constantFrom(`/uploads/${uploadId}/raw/`, `/uploads/${uploadId}/rawdir/`, `/entries/${entryId}/raw/`), rawPath, params(names), fc.boolean(), async (prefix, path, search, withToken) =>
        send('raw paths', `${prefix}${path}?${search}`, { token: withToken ? token : undefined }),
      ),
    )
    expect(serverErrors).toEqual([])
  }, 600_000)
})
