/**
 * Contract: every recorded search call of NOMAD (api-recordings/search) replayed against our
 * search routes, loaded with the entries found in the recorded responses themselves; the
 * responses must have NOMAD's structure field by field (keys, types, aggregation shapes,
 * pagination keys). Values depend on the data and are not compared.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { materialQuantityToEntry } from '../../src/server/search/materials.js'
import { strataSearchRegistry } from '../../src/server/search/registry.js'
import type { IndexedEntry } from '../../src/server/store/interfaces.js'
import { describeWithReference, REFERENCE_DIR } from '../reference.js'
import { startSearchApp, type Json, type SearchApp } from '../server/search/search-app.js'

const RECORDINGS = join(REFERENCE_DIR, 'api-recordings', 'search')

interface Call {
  file: string
  method: string
  path: string
  body: Json
  authorized: boolean
  status: number
  response: Json
}

function recordedCalls(): Call[] {
  const calls: Call[] = []
  for (const file of readdirSync(RECORDINGS).filter((name) => name.endsWith('.json')).sort()) {
    const recording = JSON.parse(readFileSync(join(RECORDINGS, file), 'utf8')) as Record<string, Json[]>
    for (const call of Object.values(recording).flat()) {
      const url = new URL(call.request.url)
      const path = url.pathname.replace(/^.*\/api\/v1/, '') + url.search
      calls.push({
        file,
        method: call.request.method,
        path,
        body: call.request.body,
        authorized: typeof call.request.headers?.authorization === 'string',
        status: call.response.status,
        response: call.response.body,
      })
    }
  }
  return calls
}

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deep merge: later versions of an entry (other `required` projections) add their fields. */
function merge(target: Record<string, Json>, source: Record<string, Json>): Record<string, Json> {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value) && isObject(target[key])) merge(target[key], value)
    else if (!(key in target)) target[key] = value
  }
  return target
}

/** The entries found in the recorded responses (hits, and the entries of materials). */
function recordedEntries(calls: Call[]): IndexedEntry[] {
  const docs = new Map<string, Record<string, Json>>()
  const add = (doc: Json, material?: Record<string, Json>) => {
    if (!isObject(doc) || typeof doc.entry_id !== 'string') return
    const copy = structuredClone(doc)
    if (material) merge(copy, { results: { material } })
    docs.set(doc.entry_id, merge(docs.get(doc.entry_id) ?? {}, copy))
  }
  for (const call of calls) {
    if (call.status !== 200 || !Array.isArray(call.response?.data)) continue
    for (const hit of call.response.data) {
      if (call.path.startsWith('/materials')) {
        const { entries, n_entries: _n, ...material } = hit as Record<string, Json>
        for (const entry of (entries as Json[]) ?? []) add(entry, material)
      } else add(hit)
    }
  }
  return [...docs.values()].map((doc) => ({ entry_id: doc.entry_id, upload_id: String(doc.upload_id ?? 'unknown'), doc }))
}

/**
 * Where we knowingly differ: NOMAD's material hits carry `license` (a field of its entries
 * index leaking into the materials index); ours hold only material quantities.
 */
const KNOWN_DIFFERENCES = { hitFields: ['license'] }

/** Quantities a request names (query keys, aggregation and order quantities). */
function namedQuantities(body: Json): string[] {
  const names: string[] = []
  const walk = (query: Json) => {
    if (Array.isArray(query)) query.forEach(walk)
    else if (isObject(query)) {
      for (const [key, value] of Object.entries(query)) {
        if (['and', 'or', 'not'].includes(key)) walk(value)
        else names.push(key.split(':')[0])
      }
    }
  }
  walk(body?.query)
  for (const aggregation of Object.values((body?.aggregations ?? {}) as Record<string, Json>)) {
    for (const spec of Object.values(aggregation as Record<string, Json>)) if (isObject(spec) && typeof spec.quantity === 'string') names.push(spec.quantity)
  }
  return names
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

/** Structure differences between NOMAD's response (expected) and ours, as readable lines. */
function compareStructure(expected: Json, actual: Json, path: string, problems: string[]): void {
  if (typeOf(expected) !== typeOf(actual)) {
    // A number may be null where the data has no value (min_max of an empty set) and vice versa.
    if (!(expected === null || actual === null)) problems.push(`${path}: ${typeOf(expected)} expected, got ${typeOf(actual)}`)
    return
  }
  if (isObject(expected)) {
    for (const key of Object.keys(expected)) {
      if (!(key in actual)) problems.push(`${path}.${key}: missing`)
      else compareStructure(expected[key], actual[key], `${path}.${key}`, problems)
    }
    for (const key of Object.keys(actual)) if (!(key in expected)) problems.push(`${path}.${key}: not in NOMAD's response`)
  } else if (Array.isArray(expected) && expected.length > 0 && actual.length > 0) {
    compareStructure(expected[0], actual[0], `${path}[0]`, problems)
  }
}

/** Which parts of a response have a fixed structure; hits and buckets depend on the data. */
function compareResponse(call: Call, actual: Json): string[] {
  const problems: string[] = []
  if (call.status !== 200) {
    compareStructure(call.response, actual, 'body', problems)
    return problems
  }
  if (call.path.startsWith('/suggestions')) {
    compareStructure(call.response, actual, 'body', problems)
    return problems
  }
  const { data: expectedData, aggregations: expectedAggregations, ...expectedRest } = call.response
  const { data: actualData, aggregations: actualAggregations, ...actualRest } = actual
  // More pages depend on how many entries the index holds, not on the shape.
  delete expectedRest.pagination?.next_page_after_value
  delete actualRest.pagination?.next_page_after_value
  compareStructure(expectedRest, actualRest, 'body', problems)
  if (!Array.isArray(actualData)) problems.push('body.data: not a list')
  // A hit has at least the fields NOMAD returned for it (our merged entries may hold more).
  if (Array.isArray(expectedData) && expectedData.length > 0 && Array.isArray(actualData) && actualData.length > 0) {
    const missing = Object.keys(expectedData[0]).filter((key) => !(key in actualData[0]) && !KNOWN_DIFFERENCES.hitFields.includes(key))
    if (missing.length > 0) problems.push(`body.data[0]: missing ${missing.join(', ')}`)
  }
  if ((expectedAggregations === undefined) !== (actualAggregations === undefined)) problems.push('body.aggregations: presence differs')
  for (const [name, expected] of Object.entries((expectedAggregations ?? {}) as Record<string, Json>)) {
    // The recordings are replayed by URL: a few responses belong to a neighbouring request.
    if (!(name in (call.body.aggregations ?? {}))) continue
    const ours = actualAggregations?.[name]
    if (!ours) {
      problems.push(`body.aggregations.${name}: missing`)
      continue
    }
    const [kind] = Object.keys(expected)
    const { data: expectedBuckets, ...expectedSpec } = expected[kind]
    const { data: actualBuckets, ...actualSpec } = ours[kind] ?? {}
    if (kind === 'histogram' && expectedSpec.buckets !== undefined) {
      // With buckets, interval and offset depend on the values: none without values, only the offset for one value.
      for (const key of ['interval', 'offset']) {
        if (key in actualSpec && typeof actualSpec[key] !== 'number') problems.push(`body.aggregations.${name}.${kind}.${key}: not a number`)
        delete expectedSpec[key]
        delete actualSpec[key]
      }
    }
    compareStructure({ [kind]: expectedSpec }, { [kind]: actualSpec }, `body.aggregations.${name}`, problems)
    compareStructure(expectedBuckets, actualBuckets, `body.aggregations.${name}.${kind}.data`, problems)
  }
  return problems
}

describeWithReference('contract: recorded NOMAD search calls', () => {
  const calls = recordedCalls().filter((call) => /^\/(entries\/query|materials\/query|suggestions|entries\?|entries$)/.test(call.path))
  let app: SearchApp
  let userId: string
  let isRetired: (name: string, path: string) => boolean

  beforeAll(async () => {
    const registry = await strataSearchRegistry()
    const known = (name: string) => name === 'optimade_filter' || name === 'custom_quantities' || registry.lookup(name) !== undefined || registry.lookup(name.split('.')[0]) !== undefined
    isRetired = (name, path) => !(path.startsWith('/materials') ? known(materialQuantityToEntry(name)) || known(name) : known(name))
    const entries = recordedEntries(calls)
    app = await startSearchApp(entries)
    // The recordings were made by one logged-in test user: the main author of their entries.
    const authors = entries.map((entry) => (entry.doc.main_author as Json)?.user_id).filter(Boolean)
    userId = authors.sort((a, b) => authors.filter((x) => x === b).length - authors.filter((x) => x === a).length)[0]
  })

  afterAll(async () => {
    await app?.close()
  })

  it('replays every recorded search call with NOMAD-shaped responses', async () => {
    expect(calls.length).toBeGreaterThan(100)
    const mismatches: string[] = []
    let retiredCalls = 0
    for (const [index, call] of calls.entries()) {
      const where = `${call.file} #${index} ${call.method} ${call.path}`
      // Names NOMAD had when the calls were recorded and its current metainfo (ours) no longer has.
      const retired = call.status === 200 && !call.path.startsWith('/suggestions') ? namedQuantities(call.body).filter((name) => isRetired(name, call.path)) : []
      const ours = await app.call(call.method as 'GET' | 'POST', call.path, call.method === 'GET' ? undefined : call.body, call.authorized ? userId : undefined)
      if (retired.length > 0) {
        if (ours.status !== 422) mismatches.push(`${where}: 422 expected for the retired quantities ${retired.join(', ')}, got ${ours.status}`)
        retiredCalls++
        continue
      }
      if (ours.status !== call.status) {
        mismatches.push(`${where}: status ${ours.status} (NOMAD ${call.status}) ${JSON.stringify(ours.body).slice(0, 300)}`)
        continue
      }
      for (const problem of compareResponse(call, ours.body)) mismatches.push(`${where}: ${problem}`)
    }
    expect(mismatches, mismatches.slice(0, 40).join('\n')).toEqual([])
    // Most calls are compared; only a few use retired names.
    expect(retiredCalls).toBeLessThan(calls.length / 10)
  })

  it('finds the entries of the explore page again, with the totals NOMAD had for queries without filters', async () => {
    const page = calls.filter((call) => call.file === 'searchpage.json')
    const unfiltered = page.filter((call) => call.status === 200 && call.path === '/entries/query' && JSON.stringify(call.body.query) === '{}')
    expect(unfiltered.length).toBeGreaterThan(0)
    const pageApp = await startSearchApp(recordedEntries(page))
    try {
      for (const call of unfiltered) {
        const ours = await pageApp.call('POST', call.path, call.body, call.authorized ? userId : undefined)
        expect(ours.body.pagination.total, call.file).toBe(call.response.pagination.total)
      }
    } finally {
      await pageApp.close()
    }
  })
})
