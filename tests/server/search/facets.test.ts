import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseQuery, type Aggregation, type Owner, type Pagination, type QueryNode } from '../../../src/engine/query/index.js'
import { FacetIndex } from '../../../src/server/search/facets/facet-index.js'
import { acquireDatabase, type Database } from '../../../src/server/store/duckdb/database.js'
import { prepareSearchTable, searchIndexOn } from '../../../src/server/store/duckdb/search-index.js'
import type { IndexedEntry, IndexSearchRequest, SearchAccess, SearchIndex } from '../../../src/server/store/interfaces.js'
import { generateEntries } from '../../../scripts/bench/search-entries.js'

// The in-memory facet index must answer exactly as SQL does: every request below is asked of
// an index with facets and of one without, over the same table, before and after writes.

const GAP = 'results.properties.electronic.band_structure_electronic.band_gap.value'

/** Generated entries with shared and group-visible ones mixed in (the generator shares none). */
function entries(n: number, seed: number, prefix = ''): IndexedEntry[] {
  return [...generateEntries(n, seed)].map((entry, index) => {
    const doc: Record<string, unknown> = { ...entry.doc, entry_id: `${prefix}${entry.entry_id}` }
    if (index % 17 === 0) doc.viewer_groups = ['all']
    if (index % 23 === 0) doc.writer_groups = ['team']
    if (index % 29 === 0) doc.viewers = [...(doc.viewers as unknown[]), { user_id: 'reviewer' }]
    return { ...entry, entry_id: doc.entry_id as string, doc }
  })
}

const terms = (quantity: string, size = 5, exclude = true): Aggregation => ({ terms: { quantity, size, exclude_from_search: exclude, metrics: [] } })
const histogram = (spec: Omit<NonNullable<Aggregation['histogram']>, 'metrics' | 'exclude_from_search'>, exclude = true): Aggregation => ({
  histogram: { ...spec, exclude_from_search: exclude, metrics: [] },
})

const AGGREGATIONS: Record<string, Aggregation> = {
  program: terms('results.method.simulation.program_name'),
  structural_type: terms('results.material.structural_type'),
  elements: terms('results.material.elements', 118),
  properties: terms('results.properties.available_properties', 10, false),
  published: terms('published', 2),
  n_elements_terms: terms('results.material.n_elements', 4),
  gap: histogram({ quantity: GAP, buckets: 30 }),
  n_elements: histogram({ quantity: 'results.material.n_elements', interval: 1 }),
  upload_time: histogram({ quantity: 'upload_create_time', buckets: 12 }, false),
  narrow: histogram({ quantity: 'results.material.n_elements', interval: 2, offset: 1, extended_bounds: { min: -3, max: 20 } }, false),
  gap_range: { min_max: { quantity: GAP, exclude_from_search: false } },
  unknown: terms('results.material.no_such_quantity'),
  // A menu with fixed options asks for just those; a text include keeps the values containing it.
  fixed_types: { terms: { quantity: 'results.material.structural_type', size: 5, include: ['bulk', '2D', 'none'], exclude_from_search: true, metrics: [] } },
  types_with_ul: { terms: { quantity: 'results.material.structural_type', size: 5, include: 'ul', exclude_from_search: false, metrics: [] } },
  fixed_counts: { terms: { quantity: 'results.material.n_elements', size: 5, include: ['2', '3', 'x'], exclude_from_search: false, metrics: [] } },
  published_only: { terms: { quantity: 'published', size: 2, include: ['true'], exclude_from_search: false, metrics: [] } },
}

const QUERIES: Record<string, unknown>[] = [
  {},
  { 'results.material.elements:all': ['O'] },
  { 'results.material.elements:all': ['Si', 'O'], 'results.material.structural_type:any': ['bulk'] },
  { 'results.material.elements:any': ['Fe', 'Co'], 'results.material.elements:none': ['O'] },
  { 'results.method.simulation.program_name:any': ['VASP', 'FHI-aims'] },
  { [GAP]: { gte: 1.6e-19, lte: 4.8e-19 } },
  { [GAP]: { gt: 0 }, 'results.material.n_elements': 2 },
  { 'results.material.n_elements:any': [1, 3] },
  { 'results.material.n_elements:all': [2] },
  { upload_create_time: { gte: '2020-01-01T00:00:00', lt: '2022-06-01' } },
  { not: { 'results.material.structural_type': 'bulk' } },
  { or: [{ 'results.material.elements': 'H' }, { 'results.material.n_elements': { gte: 4 } }] },
  { 'results.material.no_such_quantity': 'x' },
  { published: false },
  { 'results.material': { 'results.material.elements:all': ['O'] } },
  // Entries without a band gap: ordered by it, every sort value is missing (page_after_value ':<id>').
  { not: { [GAP]: { gte: -1 } } },
]

const PAGES: Partial<Pagination>[] = [
  { page_size: 20, order_by: 'upload_create_time', order: 'desc' },
  { page_size: 7, order_by: GAP, order: 'asc', page: 3 },
  { page_size: 10, order: 'desc' },
  { page_size: 0 },
]

const ACCESS: [Owner, SearchAccess][] = [
  ['visible', { group_ids: [] }],
  ['public', { group_ids: [] }],
  ['visible', { user_id: 'reviewer', group_ids: ['team'] }],
  ['user', { user_id: 'reviewer', group_ids: [] }],
  ['shared', { user_id: 'reviewer', group_ids: ['team'] }],
  ['staging', { user_id: 'reviewer', group_ids: ['team'] }],
  ['all', { group_ids: [] }],
  ['admin', { user_id: 'root', group_ids: [], is_admin: true }],
]

/** Aggregations the second round adds: columns first loaded after writes (rows found by entry id). */
let laterAggregations: Record<string, Aggregation> = {}

function request(query: Record<string, unknown> | QueryNode, pagination: Partial<Pagination>, [owner, access]: [Owner, SearchAccess]): IndexSearchRequest {
  const node = 'kind' in query ? (query as QueryNode) : parseQuery(query).query
  return { owner, access, query: node, pagination: { page_size: 10, ...pagination } as Pagination, aggregations: { ...AGGREGATIONS, ...laterAggregations } }
}

/** Every combination would be 480 requests; each query meets each page and owner at least once. */
function requests(): IndexSearchRequest[] {
  return QUERIES.flatMap((query, q) => PAGES.map((page, p) => request(query, page, ACCESS[(q + p * 3) % ACCESS.length])))
}

// Number columns answer from their rows in value order, or (before that order is built) row by row: both ways are compared.
describe.each([true, false])('search facets answer as SQL does (number columns in value order: %s)', (valueOrder) => {
  let dataDir: string
  let facets: FacetIndex
  let withFacets: SearchIndex
  let sqlOnly: SearchIndex
  let release: () => Promise<void>
  let database: Database

  beforeAll(async () => {
    laterAggregations = {}
    dataDir = mkdtempSync(join(tmpdir(), 'strata-facets-'))
    const acquired = await acquireDatabase(dataDir)
    release = acquired.release
    database = acquired.database
    await prepareSearchTable(acquired.database)
    facets = new FacetIndex((query) => acquired.database.columns(query.text, query.params), { valueOrder })
    withFacets = searchIndexOn(acquired.database, async () => undefined, { facets })
    sqlOnly = searchIndexOn(acquired.database, async () => undefined, { facets: false })
    // Rows in an order other than that of entry ids, so that rows tied on a sort value must be ordered by id.
    const byReversedId = (entry: IndexedEntry) => [...entry.entry_id].reverse().join('')
    await withFacets.index(entries(3000, 7).sort((a, b) => (byReversedId(a) < byReversedId(b) ? -1 : 1)))
  }, 60_000)

  afterAll(async () => {
    await withFacets?.close()
    await release?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Asks every request of both indexes (facets loaded first) and expects the same answers, all from facets. */
  async function expectSameAnswers() {
    for (const asked of requests()) await withFacets.search(asked).catch(() => undefined)
    await facets.settled()
    const answeredBefore = facets.answered
    let pagesAfter = 0
    for (const asked of requests()) {
      const fromSql = await sqlOnly.search(asked).catch((error: Error) => ({ error: error.message }))
      const fromFacets = await withFacets.search(asked).catch((error: Error) => ({ error: error.message }))
      expect(fromFacets, JSON.stringify({ owner: asked.owner, query: asked.query, pagination: asked.pagination })).toEqual(fromSql)
      // The next page, after the last hit (keyset pagination).
      const after = 'next_page_after_value' in fromSql ? fromSql.next_page_after_value : undefined
      if (after === undefined) continue
      const next = { ...asked, pagination: { ...asked.pagination, page: undefined, page_after_value: after } }
      expect(await withFacets.search(next), `after ${after}`).toEqual(await sqlOnly.search(next))
      pagesAfter++
    }
    expect(pagesAfter).toBeGreaterThan(10)
    // Every request is one the facets answer (none of them needs free text or custom quantities).
    const answerable = requests().filter((asked) => asked.owner !== 'admin' || asked.access.is_admin).length
    expect(facets.answered - answeredBefore).toBe(answerable + pagesAfter)
  }

  it('answers filters, aggregations, owners and pages as SQL does', async () => {
    await expectSameAnswers()
  }, 120_000)

  it('keeps answering as SQL does after entries are added, re-indexed and removed', async () => {
    await withFacets.index(entries(500, 8, 'more-'))
    const changed = entries(200, 7).map((entry) => ({ ...entry, doc: { ...entry.doc, published: !entry.doc.published, results: { material: { elements: ['Xe'], n_elements: 1 } } } }))
    await withFacets.index(changed)
    await withFacets.remove(entries(300, 7).slice(200).map((entry) => entry.entry_id))
    // Entries indexed page by page (a large upload's): the in-memory columns are loaded again.
    const paged = entries(300, 9, 'paged-')
    await withFacets.indexPages(
      (async function* () {
        for (let start = 0; start < paged.length; start += 70) yield paged.slice(start, start + 70)
      })(),
    )
    // A new SQL-only index: the old one's result cache does not see writes made through the other.
    sqlOnly = searchIndexOn(database, async () => undefined, { facets: false })
    // The same requests as before the writes (answers kept from then must not be served)…
    await expectSameAnswers()
    // …and ones on columns first loaded after the writes.
    laterAggregations = { crystal_system: terms('results.material.symmetry.crystal_system'), space_group: histogram({ quantity: 'results.material.symmetry.space_group_number', interval: 10 }) }
    await expectSameAnswers()
  }, 120_000)

  it('leaves to SQL what it does not hold: free text, text operators, custom quantities', async () => {
    await facets.settled()
    const before = facets.answered
    const asked = [
      { 'text_search_contents:any': ['Si'] },
      { kind: 'text', quantity: 'entry_name', op: 'contains', value: 'Si' } as QueryNode,
      { 'search_quantities.str_value.keyword': 'x' },
    ].map((query) => request(query, { page_size: 5 }, ACCESS[0]))
    for (const one of asked) expect(await withFacets.search(one)).toEqual(await sqlOnly.search(one))
    expect(facets.answered).toBe(before)
  }, 60_000)
})
