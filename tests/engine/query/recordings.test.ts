import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import {
  createQuantityLookup,
  createSearchRequestSchema,
  entriesQueryRequestSchema,
  parseQuery,
  toNomadQuery,
  type QuantityInfo,
  type QuantityLookup,
} from '../../../src/engine/query/index.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'

interface Call {
  request: { url: string; method: string; body: unknown }
  response: { status: number; body: unknown }
}

/** Every recorded POST entries/query and materials/query call, from all recording folders. */
function searchCalls(): (Call & { file: string })[] {
  const root = join(REFERENCE_DIR, 'api-recordings')
  const calls: (Call & { file: string })[] = []
  for (const dir of readdirSync(root)) {
    for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith('.json'))) {
      const recording = JSON.parse(readFileSync(join(root, dir, name), 'utf8')) as Record<string, Call[]>
      for (const call of Object.values(recording).flat()) {
        if (call.request.method === 'POST' && /\/(entries|materials)\/query$/.test(call.request.url.split('?')[0])) {
          calls.push({ ...call, file: `${dir}/${name}` })
        }
      }
    }
  }
  return calls
}

describeWithReference('recorded NOMAD search requests', () => {
  // Read when the tests run: the body of a skipped describe still runs.
  let calls: ReturnType<typeof searchCalls> = []
  let entries: ReturnType<typeof searchCalls> = []
  let lookup: QuantityLookup = () => undefined
  beforeAll(() => {
    calls = searchCalls()
    entries = calls.filter((call) => call.request.url.includes('/entries/query'))
    const registry = JSON.parse(readFileSync(join(REFERENCE_DIR, 'artifacts', 'searchQuantities.json'), 'utf8')) as Record<string, QuantityInfo>
    lookup = createQuantityLookup(registry)
  })

  it('covers the search recordings', () => {
    expect(calls.filter((c) => c.file.startsWith('search/')).length).toBeGreaterThan(100)
    expect(calls.some((c) => c.request.url.includes('/materials/query'))).toBe(true)
  })

  it('parses every recorded request body with the request schema', () => {
    const failures = calls
      .map((call) => ({ call, result: entriesQueryRequestSchema.safeParse(call.request.body) }))
      .filter(({ result }) => !result.success)
      .map(({ call, result }) => `${call.file}: ${JSON.stringify(call.request.body)} → ${result.error?.message}`)
    expect(failures).toEqual([])
  })

  it('knows every quantity the recorded entries queries and aggregations use', () => {
    // userdatapage.json was recorded against an older NOMAD whose registry used these names;
    // the artifacts' registry (a later snapshot) has renamed or dropped them.
    const olderNames = new Set([
      'results.method.simulation.dft.hubbard_model.u_effective',
      'results.properties.spectroscopy.eels.resolution',
      'results.properties.spectroscopy.eels.min_energy',
      'results.properties.spectroscopy.eels.max_energy',
      'results.properties.spectroscopy.eels.detector_type',
      'results.properties.optoelectronic.band_gap_optical.type',
      'results.properties.optoelectronic.band_gap_optical.value',
      'results.properties.thermodynamic.trajectory.methodology.molecular_dynamics.ensemble_type',
      'results.properties.thermodynamic.trajectory.methodology.molecular_dynamics.time_step',
    ])
    const schema = createSearchRequestSchema({ lookup })
    const unknown = entries
      .filter((call) => call.response.status === 200)
      .flatMap((call) => schema.safeParse(call.request.body).error?.issues ?? [])
      .map((issue) => issue.message)
    expect(unknown.length).toBeGreaterThan(0)
    expect(unknown.filter((message) => ![...olderNames].some((name) => message === `${name} is not a doc quantity`))).toEqual([])
  })

  it('echoes the query in the normalised form NOMAD answered with', () => {
    const answered = entries.filter((call) => {
      const body = call.response.body as { query?: unknown }
      return call.response.status === 200 && body && typeof body === 'object' && 'query' in body
    })
    expect(answered.length).toBeGreaterThan(100)
    for (const call of answered) {
      const { query, issues } = parseQuery((call.request.body as { query?: unknown }).query, { lookup })
      expect(issues).toEqual([])
      expect(toNomadQuery(query, lookup), call.file).toEqual((call.response.body as { query: unknown }).query)
    }
  })

  it('rejects the recorded unparsable OPTIMADE filter as NOMAD did, with 422', () => {
    const rejected = entries.filter((call) => call.response.status === 422)
    expect(rejected.length).toBeGreaterThan(0)
    for (const call of rejected) {
      const recorded = (call.response.body as { detail: { loc: unknown; msg: string }[] }).detail
      const { issues } = parseQuery((call.request.body as { query: unknown }).query, { lookup })
      expect(issues.map((i) => i.code)).toEqual(['optimade_filter'])
      expect(recorded[0].loc).toEqual([['optimade_filter']])
      expect(recorded[0].msg.startsWith('Could not parse optimade filter: Syntax error')).toBe(true)
      expect(issues[0].message.startsWith('Could not parse optimade filter: Syntax error')).toBe(true)
    }
  })
})
