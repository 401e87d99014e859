import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IndexedEntry } from '../../../src/server/store/interfaces.js'
import { startSearchApp, type Json, type SearchApp } from './search-app.js'

const EV = 1.602176634e-19
const alice = { user_id: 'alice', name: 'Alice A' }
const bob = { user_id: 'bob', name: 'Bob B' }

interface EntrySpec {
  id: string
  elements: string[]
  program?: string
  gap?: number
  structural?: string
  time: string
  author?: typeof alice
  published?: boolean
  embargo?: boolean
  viewers?: (typeof alice)[]
  viewerGroups?: string[]
  custom?: Record<string, unknown>[]
}

function entry(spec: EntrySpec): IndexedEntry {
  const author = spec.author ?? alice
  return {
    entry_id: spec.id,
    upload_id: `upload-${author.user_id}`,
    doc: {
      entry_id: spec.id,
      upload_id: `upload-${author.user_id}`,
      entry_name: `${spec.elements.join('')} entry`,
      mainfile: `${spec.id}/vasprun.xml`,
      upload_create_time: spec.time,
      published: spec.published ?? true,
      with_embargo: spec.embargo ?? false,
      main_author: author,
      authors: [author],
      writers: [author],
      viewers: [author, ...(spec.viewers ?? [])],
      writer_groups: [],
      viewer_groups: spec.viewerGroups ?? [],
      quantities: ['results.material.elements', ...(spec.custom ? ['data'] : [])],
      ...(spec.custom && { search_quantities: spec.custom }),
      results: {
        material: {
          material_id: `mat-${[...spec.elements].sort().join('')}`,
          elements: spec.elements,
          n_elements: spec.elements.length,
          chemical_formula_hill: [...spec.elements].sort().join(''),
          structural_type: spec.structural ?? 'bulk',
        },
        method: spec.program ? { method_name: 'DFT', simulation: { program_name: spec.program } } : { method_name: 'EELS' },
        properties:
          spec.gap === undefined ? {} : { electronic: { band_structure_electronic: [{ band_gap: [{ value: spec.gap * EV, type: spec.gap > 0 ? 'direct' : 'no gap' }] }] } },
      },
    },
  }
}

const ENTRIES: EntrySpec[] = [
  { id: 'e01', elements: ['Si'], program: 'VASP', gap: 1.1, time: '2024-01-01T10:00:00Z' },
  { id: 'e02', elements: ['Si', 'O'], program: 'VASP', gap: 8.9, time: '2024-01-02T10:00:00Z' },
  { id: 'e03', elements: ['Ga', 'As'], program: 'VASP', gap: 1.4, time: '2024-01-03T10:00:00Z' },
  { id: 'e04', elements: ['Na', 'Cl'], program: 'exciting', gap: 5.0, time: '2024-02-01T10:00:00Z', structural: 'molecule / cluster' },
  { id: 'e05', elements: ['Cu'], program: 'FHI-aims', gap: 0, time: '2024-02-02T10:00:00Z' },
  { id: 'e06', elements: ['Fe'], program: 'exciting', gap: 0, time: '2024-03-01T10:00:00Z' },
  { id: 'e07', elements: ['Ti', 'O'], program: 'VASP', gap: 3.0, time: '2024-03-02T10:00:00Z', structural: 'surface' },
  { id: 'e08', elements: ['Mo', 'S'], program: 'VASP', gap: 1.2, time: '2024-03-03T10:00:00Z', structural: '2D' },
  { id: 'e09', elements: ['Si', 'O'], time: '2024-04-01T10:00:00Z' },
  { id: 'e10', elements: ['Si'], program: 'VASP', gap: 1.1, time: '2024-04-02T10:00:00Z' },
  // Not public: unpublished (alice's own), shared with bob, embargoed, shared with a group, shared with everybody.
  { id: 'p11', elements: ['Au'], program: 'VASP', time: '2024-05-01T10:00:00Z', published: false },
  { id: 'p12', elements: ['Ag'], program: 'VASP', time: '2024-05-02T10:00:00Z', published: false, viewers: [bob] },
  { id: 'p13', elements: ['Pt'], program: 'VASP', time: '2024-05-03T10:00:00Z', embargo: true },
  { id: 'p14', elements: ['Pd'], program: 'VASP', time: '2024-05-04T10:00:00Z', published: false, viewerGroups: ['group-bob'] },
  { id: 'p15', elements: ['Zn'], program: 'VASP', time: '2024-05-05T10:00:00Z', published: false, viewerGroups: ['all'] },
  {
    id: 'c16',
    elements: ['C'],
    time: '2024-06-01T10:00:00Z',
    author: bob,
    custom: [
      { id: 'data.sample_id#my.Schema', definition: 'my.Schema.sample_id', path_archive: 'data.sample_id', str_value: 'S-001' },
      { id: 'data.temperature#my.Schema', definition: 'my.Schema.temperature', path_archive: 'data.temperature', float_value: 300.5 },
    ],
  },
  {
    id: 'c17',
    elements: ['C', 'H'],
    time: '2024-06-02T10:00:00Z',
    author: bob,
    custom: [
      { id: 'data.sample_id#my.Schema', definition: 'my.Schema.sample_id', path_archive: 'data.sample_id', str_value: 'S-002' },
      { id: 'data.temperature#my.Schema', definition: 'my.Schema.temperature', path_archive: 'data.temperature', float_value: 77 },
    ],
  },
]

const PUBLIC_IDS = ENTRIES.filter((e) => (e.published ?? true) && !e.embargo).map((e) => e.id)

let app: SearchApp
const query = async (body: Json, user?: string, path = '/entries/query') => app.call('POST', path, body, user)
const ids = (response: { body: Json }) => (response.body.data as Json[]).map((doc) => doc.entry_id).sort()
const all = { pagination: { page_size: 100 } }

beforeAll(async () => {
  app = await startSearchApp(ENTRIES.map(entry))
  await app.stores.records.put('groups', 'group-bob', { group_id: 'group-bob', group_name: 'Bob group', owner: 'carol', members: ['bob'] })
})

afterAll(async () => {
  await app.close()
})

describe('POST entries/query: filters', () => {
  it('matches equality, any, all and none on list quantities', async () => {
    expect(ids(await query({ query: { 'results.material.elements': 'Si' }, ...all }))).toEqual(['e01', 'e02', 'e09', 'e10'])
    expect(ids(await query({ query: { 'results.material.elements:all': ['Si', 'O'] }, ...all }))).toEqual(['e02', 'e09'])
    expect(ids(await query({ query: { 'results.material.elements:any': ['Ga', 'Na'] }, ...all }))).toEqual(['e03', 'e04'])
    const none = ids(await query({ query: { 'results.material.elements:none': ['Si', 'O'] }, ...all }))
    expect(none).toEqual(PUBLIC_IDS.filter((id) => !['e01', 'e02', 'e07', 'e09', 'e10'].includes(id)).sort())
  })

  it('matches ranges with units in SI, inclusive and exclusive bounds', async () => {
    const gap = 'results.properties.electronic.band_structure_electronic.band_gap.value'
    expect(ids(await query({ query: { [gap]: { gte: 1.1 * EV, lte: 1.4 * EV } }, ...all }))).toEqual(['e01', 'e03', 'e08', 'e10'])
    expect(ids(await query({ query: { [gap]: { gt: 1.1 * EV, lt: 1.4 * EV } }, ...all }))).toEqual(['e08'])
    expect(ids(await query({ query: { [`${gap}:gt`]: 4 * EV }, ...all }))).toEqual(['e02', 'e04'])
    expect(ids(await query({ query: { upload_create_time: { lt: '2024-01-03T00:00:00Z' } }, ...all }))).toEqual(['e01', 'e02'])
  })

  it('combines criteria with and, or and not; not keeps entries without the quantity', async () => {
    const program = 'results.method.simulation.program_name'
    expect(ids(await query({ query: { and: [{ [program]: 'VASP' }, { 'results.material.elements': 'O' }] }, ...all }))).toEqual(['e02', 'e07'])
    expect(ids(await query({ query: { or: [{ [program]: 'FHI-aims' }, { 'results.material.elements': 'Fe' }] }, ...all }))).toEqual(['e05', 'e06'])
    const notVasp = ids(await query({ query: { not: { [program]: 'VASP' } }, ...all }))
    expect(notVasp).toContain('e09')
    expect(notVasp).toEqual(['e04', 'e05', 'e06', 'e09', 'c16', 'c17'].sort())
  })

  it('keeps entries without a single-valued quantity under none, not of or, and not of a range; not twice is the criterion again', async () => {
    const program = 'results.method.simulation.program_name'
    const withoutProgram = ['e09', 'c16', 'c17']
    expect(ids(await query({ query: { [`${program}:none`]: ['VASP', 'exciting'] }, ...all }))).toEqual(['e05', ...withoutProgram].sort())
    const notEither = ids(await query({ query: { not: { or: [{ [program]: 'VASP' }, { [program]: 'exciting' }] } }, ...all }))
    expect(notEither).toEqual(['e05', ...withoutProgram].sort())
    const notEarly = ids(await query({ query: { not: { [program]: 'VASP', upload_create_time: { lt: '2024-03-01T00:00:00Z' } } }, ...all }))
    expect(notEarly).toEqual(PUBLIC_IDS.filter((id) => !['e01', 'e02', 'e03'].includes(id)).sort())
    const twice = ids(await query({ query: { not: { not: { [program]: 'VASP' } } }, ...all }))
    expect(twice).toEqual(['e01', 'e02', 'e03', 'e07', 'e08', 'e10'])
  })

  it('reads criteria nested in section objects', async () => {
    const nested = { results: { material: { 'elements:all': ['Si', 'O'] } } }
    const flat = { 'results.material.elements:all': ['Si', 'O'] }
    expect(ids(await query({ query: nested, ...all }))).toEqual(ids(await query({ query: flat, ...all })))
    const section = { 'results.material': { structural_type: 'surface' } }
    expect(ids(await query({ query: section, ...all }))).toEqual(['e07'])
  })

  it('answers 422 naming an unknown quantity', async () => {
    const response = await query({ query: { 'results.material.no_such_thing': 1 } })
    expect(response.status).toBe(422)
    expect(response.body.detail[0].loc).toEqual([['results.material.no_such_thing']])
    expect(response.body.detail[0].msg).toContain('results.material.no_such_thing')
  })

  it('answers 422 with the OPTIMADE location for a filter that does not parse', async () => {
    const response = await query({ owner: 'public', query: { optimade_filter: '.' }, verify_only: true })
    expect(response.status).toBe(422)
    expect(response.body.detail[0].loc).toEqual([['optimade_filter']])
  })

  it('filters by an OPTIMADE filter', async () => {
    expect(ids(await query({ query: { optimade_filter: 'elements HAS ALL "Si", "O"' }, ...all }))).toEqual(['e02', 'e09'])
  })

  it('searches custom (user schema) quantities', async () => {
    const custom = (row: Record<string, unknown>) => ({ custom_quantities: { and: [{ search_quantities: row }] } })
    expect(ids(await query({ query: custom({ id: 'data.sample_id#my.Schema', str_value: 'S-002' }), ...all }))).toEqual(['c17'])
    expect(ids(await query({ query: custom({ id: 'data.temperature#my.Schema', 'float_value:gte': 100 }), ...all }))).toEqual(['c16'])
    // The value must belong to the same quantity: S-001 is no temperature.
    expect(ids(await query({ query: custom({ id: 'data.temperature#my.Schema', str_value: 'S-001' }), ...all }))).toEqual([])
  })
})

describe('POST entries/query: owner', () => {
  it('shows anonymous users only published entries without embargo (and those shared with everybody as visible)', async () => {
    expect(ids(await query({ owner: 'public', ...all }))).toEqual([...PUBLIC_IDS].sort())
    expect(ids(await query({ owner: 'visible', ...all }))).toEqual([...PUBLIC_IDS, 'p15'].sort())
  })

  it('adds own, shared and group-shared entries for a logged-in user', async () => {
    expect(ids(await query({ owner: 'visible', ...all }, 'alice'))).toEqual([...PUBLIC_IDS, 'p11', 'p12', 'p13', 'p14', 'p15'].sort())
    expect(ids(await query({ owner: 'visible', ...all }, 'bob'))).toEqual([...PUBLIC_IDS, 'p12', 'p14', 'p15'].sort())
    expect(ids(await query({ owner: 'shared', ...all }, 'bob'))).toEqual(['c16', 'c17', 'p12', 'p14'])
    expect(ids(await query({ owner: 'user', ...all }, 'bob'))).toEqual(['c16', 'c17'])
    expect(ids(await query({ owner: 'staging', ...all }, 'alice'))).toEqual(['p11', 'p12', 'p14', 'p15'])
  })

  it('answers 401 to anonymous searches of user, staging and shared entries', async () => {
    for (const owner of ['user', 'staging', 'shared']) {
      const response = await query({ owner })
      expect(response.status).toBe(401)
      expect(response.body.detail).toBe(`Authentication required for owner value ${owner}`)
    }
  })
})

describe('POST entries/query: pagination and required', () => {
  it('pages with page_after_value through all hits without duplicates', async () => {
    const seen: string[] = []
    let after: string | undefined
    let pages = 0
    do {
      const response = await query({ owner: 'public', pagination: { page_size: 3, order_by: 'upload_create_time', order: 'desc', ...(after && { page_after_value: after }) } })
      expect(response.status).toBe(200)
      expect(response.body.pagination.total).toBe(PUBLIC_IDS.length)
      seen.push(...(response.body.data as Json[]).map((doc) => doc.entry_id))
      after = response.body.pagination.next_page_after_value
      pages++
    } while (after && pages < 20)
    expect(pages).toBe(Math.ceil(PUBLIC_IDS.length / 3))
    expect(new Set(seen).size).toBe(seen.length)
    expect([...seen].sort()).toEqual([...PUBLIC_IDS].sort())
    const times = ENTRIES.filter((e) => seen.includes(e.id)).sort((a, b) => b.time.localeCompare(a.time)).map((e) => e.id)
    expect(seen).toEqual(times)
  })

  it('pages by page number and orders ascending by default on entry_id', async () => {
    const first = await query({ owner: 'public', pagination: { page_size: 4, page: 1 } })
    const second = await query({ owner: 'public', pagination: { page_size: 4, page: 2 } })
    expect(first.body.pagination.order_by).toBe('entry_id')
    expect([...ids(first), ...ids(second)]).toEqual([...PUBLIC_IDS].sort().slice(0, 8))
  })

  it('answers only the total with page_size 0', async () => {
    const response = await query({ owner: 'public', pagination: { page_size: 0 } })
    expect(response.body.data).toEqual([])
    expect(response.body.pagination).toMatchObject({ page_size: 0, total: PUBLIC_IDS.length })
  })

  it('returns only the required fields', async () => {
    const included = await query({ query: { entry_id: 'e02' }, required: { include: ['entry_id', 'results.material.elements'] } })
    expect(included.body.data).toEqual([{ entry_id: 'e02', results: { material: { elements: ['Si', 'O'] } } }])
    const excluded = await query({ query: { entry_id: 'e02' }, required: { exclude: ['results', 'quantities'] } })
    expect(excluded.body.data[0].results).toBeUndefined()
    expect(excluded.body.data[0].quantities).toBeUndefined()
    expect(excluded.body.data[0].entry_name).toBe('SiO entry')
  })

  it('adds entry_id to a given include, as NOMAD echoes it (an empty include lists ids alone)', async () => {
    const empty = await query({ query: { entry_id: 'e02' }, required: { include: [] } })
    expect(empty.body.required).toEqual({ include: ['entry_id'] })
    expect(empty.body.data).toEqual([{ entry_id: 'e02' }])
    const named = await query({ query: { entry_id: 'e02' }, required: { include: ['entry_name'] } })
    expect(named.body.required).toEqual({ include: ['entry_name', 'entry_id'] })
    expect(named.body.data).toEqual([{ entry_id: 'e02', entry_name: 'SiO entry' }])
  })

  it('echoes the normalised request', async () => {
    const response = await query({ owner: 'public', query: { 'results.material.elements:any': ['Si'] }, pagination: { page_size: 1 } })
    expect(response.body.owner).toBe('public')
    expect(response.body.query).toEqual({ name: 'results.material.elements', value: { any: ['Si'] } })
    expect(Object.keys(response.body.pagination).sort()).toEqual(['next_page_after_value', 'order', 'order_by', 'page_size', 'total'])
  })
})

describe('POST entries/query: aggregations', () => {
  const program = 'results.method.simulation.program_name'

  it('counts terms, largest first, within size and include', async () => {
    const response = await query({ owner: 'public', pagination: { page_size: 0 }, aggregations: { p: { terms: { quantity: program, size: 2 } } } })
    expect(response.body.aggregations.p.terms.data).toEqual([
      { value: 'VASP', count: 6, nested_count: 6 },
      { value: 'exciting', count: 2, nested_count: 2 },
    ])
    const included = await query({ owner: 'public', aggregations: { p: { terms: { quantity: program, include: ['FHI-aims'] } } } })
    expect(included.body.aggregations.p.terms.data).toEqual([{ value: 'FHI-aims', count: 1, nested_count: 1 }])
  })

  it('counts elements of the periodic table per entry', async () => {
    const response = await query({ owner: 'public', aggregations: { e: { terms: { quantity: 'results.material.elements', size: 118 } } } })
    const counts = Object.fromEntries((response.body.aggregations.e.terms.data as Json[]).map((bucket) => [bucket.value, bucket.count]))
    expect(counts).toMatchObject({ Si: 4, O: 3, Ga: 1, C: 2, H: 1 })
  })

  it('ignores the own filter with exclude_from_search, but not the others', async () => {
    const body = (exclude: boolean) => ({
      owner: 'public',
      query: { [`${program}:any`]: ['exciting'], 'results.material.elements': 'Fe' },
      aggregations: { p: { terms: { quantity: program, exclude_from_search: exclude } } },
    })
    expect((await query(body(false))).body.aggregations.p.terms.data).toEqual([{ value: 'exciting', count: 1, nested_count: 1 }])
    expect((await query(body(true))).body.aggregations.p.terms.data).toEqual([{ value: 'exciting', count: 1, nested_count: 1 }])
    const onlyOwn = { ...body(true), query: { [`${program}:any`]: ['exciting'] } }
    const values = ((await query(onlyOwn)).body.aggregations.p.terms.data as Json[]).map((bucket) => bucket.value)
    expect(values).toEqual(['VASP', 'exciting', 'FHI-aims'])
  })

  it('answers list aggregations and pages of a narrow query', async () => {
    const gap = 'results.properties.electronic.band_structure_electronic.band_gap.value'
    const body = (after?: string) => ({
      owner: 'public',
      query: { 'results.material.elements:any': ['O'] },
      pagination: { page_size: 2, order_by: 'upload_create_time', order: 'desc', ...(after && { page_after_value: after }) },
      aggregations: {
        elements: { terms: { quantity: 'results.material.elements', size: 10 } },
        gap: { histogram: { quantity: gap, buckets: 2 } },
      },
    })
    const first = await query(body())
    expect(first.body.pagination.total).toBe(3)
    expect((first.body.data as Json[]).map((doc) => doc.entry_id)).toEqual(['e09', 'e07'])
    expect((first.body.aggregations.elements.terms.data as Json[]).map((bucket) => [bucket.value, bucket.count])).toEqual([
      ['O', 3],
      ['Si', 2],
      ['Ti', 1],
    ])
    expect((first.body.aggregations.gap.histogram.data as Json[]).map((bin) => bin.count)).toEqual([1, 1])
    const second = await query(body(first.body.pagination.next_page_after_value as string))
    expect((second.body.data as Json[]).map((doc) => doc.entry_id)).toEqual(['e02'])
    expect(second.body.pagination.next_page_after_value).toBeUndefined()
  })

  it('filters an integer quantity by fractional range bounds (a scatter box on an integer axis)', async () => {
    const response = await query({ owner: 'public', query: { 'results.material.n_elements': { gte: 1.5, lte: 2.7 } }, pagination: { page_size: 0 } })
    expect(response.status).toBe(200)
    expect(response.body.pagination.total).toBe(7)
  })

  it('bins a histogram by interval and by number of buckets', async () => {
    const byInterval = await query({ owner: 'public', aggregations: { n: { histogram: { quantity: 'results.material.n_elements', interval: 1 } } } })
    expect(byInterval.body.aggregations.n.histogram.data).toEqual([
      { value: 1, count: 5, nested_count: 5 },
      { value: 2, count: 7, nested_count: 7 },
    ])
    const gap = 'results.properties.electronic.band_structure_electronic.band_gap.value'
    const byBuckets = await query({ owner: 'public', aggregations: { g: { histogram: { quantity: gap, buckets: 4 } } } })
    const histogram = byBuckets.body.aggregations.g.histogram
    expect(histogram.data).toHaveLength(4)
    expect(histogram.offset).toBe(0)
    expect(histogram.interval).toBeCloseTo((8.9 * EV) / 4, 30)
    expect((histogram.data as Json[]).map((bin) => bin.count)).toEqual([6, 1, 1, 1])
  })

  it('bins by interval with an offset, and caps at 2000 bins with the later values in the last one', async () => {
    const response = await query({
      owner: 'public',
      aggregations: {
        n: { histogram: { quantity: 'results.material.n_elements', interval: 2, offset: 1 } },
        t: { histogram: { quantity: 'upload_create_time', interval: 60_000 } },
      },
    })
    const { n, t } = response.body.aggregations
    expect(n.histogram.data).toEqual([{ value: 1, count: 12, nested_count: 12 }])
    const minutes = t.histogram.data as Json[]
    expect(minutes).toHaveLength(2000)
    expect(minutes[0]).toEqual({ value: Date.parse('2024-01-01T10:00:00Z'), count: 1, nested_count: 1 })
    expect(minutes[1440]).toEqual({ value: Date.parse('2024-01-02T10:00:00Z'), count: 1, nested_count: 1 })
    expect(minutes[1999].count).toBe(10)
    expect(minutes.reduce((sum, bin) => sum + (bin.count as number), 0)).toBe(12)
  })

  it('extends histogram bounds and reports min_max, date histograms and statistics', async () => {
    const response = await query({
      owner: 'public',
      aggregations: {
        n: { histogram: { quantity: 'results.material.n_elements', interval: 1, extended_bounds: { min: 0, max: 3 } } },
        m: { min_max: { quantity: 'results.material.n_elements' } },
        d: { date_histogram: { quantity: 'upload_create_time', interval: '1M' } },
        s: { statistics: { metrics: ['n_entries', 'n_materials', 'n_uploads'] } },
      },
    })
    const { n, m, d, s } = response.body.aggregations
    expect((n.histogram.data as Json[]).map((bin) => bin.value)).toEqual([0, 1, 2, 3])
    expect(m.min_max.data).toEqual([1, 2])
    expect((d.date_histogram.data as Json[]).map((bin) => [new Date(bin.value).toISOString().slice(0, 7), bin.count])).toEqual([
      ['2024-01', 3],
      ['2024-02', 2],
      ['2024-03', 3],
      ['2024-04', 2],
      ['2024-06', 2],
    ])
    expect(s.statistics.data).toEqual({ n_entries: 12, n_materials: 10, n_uploads: 2 })
  })

  it('lists custom quantities with one example entry each (spec 2 §7)', async () => {
    const response = await query({
      owner: 'visible',
      query: { 'quantities:any': ['data', 'nexus'] },
      pagination: { page_size: 0 },
      aggregations: {
        paths: { terms: { quantity: 'search_quantities.id', size: 1000, entries: { size: 1, required: { include: ['search_quantities.id', 'search_quantities.definition'] } } } },
      },
    })
    const data = response.body.aggregations.paths.terms.data as Json[]
    expect(data.map((bucket) => [bucket.value, bucket.count])).toEqual([
      ['data.sample_id#my.Schema', 2],
      ['data.temperature#my.Schema', 2],
    ])
    expect(data[0].entries).toHaveLength(1)
    expect(data[0].entries[0].search_quantities[0]).toMatchObject({ id: 'data.sample_id#my.Schema', definition: 'my.Schema.sample_id' })
  })
})

describe('other search endpoints', () => {
  it('GET entries takes quantities, owner and pagination as query parameters', async () => {
    const response = await app.call('GET', '/entries?results.material.elements=Si&page_size=2&order_by=upload_create_time&order=desc')
    expect(response.status).toBe(200)
    expect(response.body.pagination).toMatchObject({ page_size: 2, total: 4, order_by: 'upload_create_time', order: 'desc' })
    expect(ids(response)).toEqual(['e09', 'e10'])
  })

  it('POST materials/query groups entries by material', async () => {
    const response = await query(
      { owner: 'public', query: { 'elements:any': ['Si'] }, pagination: { page_size: 10, order_by: 'chemical_formula_hill' }, aggregations: { e: { terms: { quantity: 'elements' } } } },
      undefined,
      '/materials/query',
    )
    expect(response.status).toBe(200)
    expect(response.body.pagination).toMatchObject({ total: 2, order_by: 'chemical_formula_hill' })
    const materials = response.body.data as Json[]
    expect(materials.map((material) => [material.material_id, material.n_entries])).toEqual([
      ['mat-OSi', 2],
      ['mat-Si', 2],
    ])
    expect(materials[0].entries.map((e: Json) => e.entry_id).sort()).toEqual(['e02', 'e09'])
    expect(materials[0].elements).toEqual(['Si', 'O'])
  })

  it('POST suggestions offers values containing the input, case-insensitively, for visible entries', async () => {
    const response = await app.call('POST', '/suggestions', { input: 'EXC', quantities: ['results.method.simulation.program_name'] })
    expect(response.body).toEqual({ 'results.method.simulation.program_name': [{ value: 'exciting', weight: 2 }] })
    const hidden = await app.call('POST', '/suggestions', { input: 'au', quantities: ['results.material.elements'] })
    expect(hidden.body['results.material.elements']).toEqual([])
  })

  it("POST suggestions takes NOMAD's body: quantities as {name, size}, each with its own size (5 when absent)", async () => {
    const response = await app.call('POST', '/suggestions', {
      input: 'S',
      quantities: [{ name: 'results.material.elements', size: 1 }, { name: 'results.method.simulation.program_name' }],
    })
    expect(response.status).toBe(200)
    expect(response.body['results.material.elements']).toHaveLength(1)
    expect(Object.keys(response.body).sort()).toEqual(['results.material.elements', 'results.method.simulation.program_name'])
    const wide = await app.call('POST', '/suggestions', { input: 'S', quantities: [{ name: 'results.material.elements' }] })
    expect(wide.body['results.material.elements'].length).toBeGreaterThan(1)
  })
})
