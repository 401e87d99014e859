// Search figures: generates N NOMAD-shaped entries into a temporary data dir's search index and
// measures POST entries/query with 6 terms aggregations, 2 histograms, a periodic-table
// aggregation and a page of 20 (p50/p95 over repeated runs, RSS). Never fails on time.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { registerSearchRoutes } from '../../src/server/api/search/routes.js'
import { apiErrorHandler } from '../../src/server/http/api-errors.js'
import type { AppEnv } from '../../src/server/http/context.js'
import { openDataStores, type DataStores } from '../../src/server/store/data-stores.js'
import type { IndexedEntry } from '../../src/server/store/interfaces.js'
import { generateEntries } from './search-entries.js'

const RUNS = 30
const BATCH = 20000

/** The Explore → Entries request: 6 terms menus, 2 histograms, the periodic table, a page of 20. */
function benchRequest(query: Record<string, unknown>) {
  const terms = (quantity: string, size = 5) => ({ terms: { quantity, size, exclude_from_search: true } })
  return {
    owner: 'visible',
    query,
    pagination: { page_size: 20, order_by: 'upload_create_time', order: 'desc' },
    required: { exclude: ['quantities', 'sections', 'files'] },
    aggregations: {
      program: terms('results.method.simulation.program_name'),
      structural_type: terms('results.material.structural_type'),
      method: terms('results.method.method_name'),
      xc: terms('results.method.simulation.dft.xc_functional_type'),
      crystal_system: terms('results.material.symmetry.crystal_system'),
      properties: terms('results.properties.available_properties', 10),
      band_gap: { histogram: { quantity: 'results.properties.electronic.band_structure_electronic.band_gap.value', buckets: 30, exclude_from_search: true } },
      n_elements: { histogram: { quantity: 'results.material.n_elements', interval: 1, exclude_from_search: true } },
      elements: terms('results.material.elements', 118),
    },
  }
}

/** Queries the runs rotate through: the empty query and typical filter clicks. */
const QUERIES: Record<string, unknown>[] = [
  {},
  { 'results.material.elements:all': ['O'] },
  { 'results.method.simulation.program_name:any': ['VASP'] },
  { 'results.material.elements:all': ['Si', 'O'], 'results.material.structural_type:any': ['bulk'] },
  { 'results.properties.electronic.band_structure_electronic.band_gap.value': { gte: 1.6e-19, lte: 4.8e-19 } },
]

/** A query no earlier run asked: one of the typical queries narrowed by a band-gap range of its own. */
function coldQuery(run: number): Record<string, unknown> {
  const bandGap = 'results.properties.electronic.band_structure_electronic.band_gap.value'
  const upper = 3.2e-19 + run * 1e-21
  return { ...QUERIES[run % QUERIES.length], [bandGap]: { gte: 0, lte: upper } }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

async function fill(stores: DataStores, n: number): Promise<number> {
  const started = performance.now()
  let batch: IndexedEntry[] = []
  for (const entry of generateEntries(n, 42)) {
    batch.push(entry)
    if (batch.length === BATCH) {
      await stores.search.index(batch)
      batch = []
    }
  }
  await stores.search.index(batch)
  return performance.now() - started
}

/**
 * With STRATA_BENCH_SEARCH_REUSE=<dir>, the data of size N is kept in <dir>/<N> and reused by
 * later runs (no regeneration); otherwise a temporary data dir is filled and removed.
 */
function dataDirOf(n: number): { dataDir: string; reused: boolean; keep: boolean } {
  const reuseRoot = process.env.STRATA_BENCH_SEARCH_REUSE
  if (!reuseRoot) return { dataDir: mkdtempSync(join(tmpdir(), 'strata-bench-search-')), reused: false, keep: false }
  const dataDir = join(reuseRoot, String(n))
  const reused = existsSync(join(dataDir, 'filled'))
  if (!reused) {
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
  }
  return { dataDir, reused, keep: true }
}

async function measure(n: number): Promise<void> {
  const { dataDir, reused, keep } = dataDirOf(n)
  const stores = await openDataStores(dataDir)
  try {
    const fillMs = reused ? 0 : await fill(stores, n)
    if (keep && !reused) writeFileSync(join(dataDir, 'filled'), `${fillMs}\n`)
    const app = new Hono<AppEnv>()
    app.onError(apiErrorHandler)
    app.use(async (c, next) => {
      c.set('user', null)
      await next()
    })
    registerSearchRoutes(app, { search: stores.search, records: stores.records })
    const post = async (body: unknown) => {
      const response = await app.request('/entries/query', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      if (response.status !== 200) throw new Error(`entries/query answered ${response.status}: ${await response.text()}`)
      return response.json() as Promise<{ pagination: { total: number } }>
    }
    await post(benchRequest({}))
    // Cold: every request is new to the index's result cache (a slider dragged to a new value).
    // Warm: the typical queries again, as the next visitor of the same app asks them.
    let peak = process.memoryUsage().rss
    const timed = async (queries: Record<string, unknown>[]) => {
      const times: number[] = []
      for (const query of queries) {
        const started = performance.now()
        await post(benchRequest(query))
        times.push(performance.now() - started)
        peak = Math.max(peak, process.memoryUsage().rss)
      }
      return times.sort((a, b) => a - b)
    }
    const cold = await timed(Array.from({ length: RUNS }, (_, run) => coldQuery(run)))
    const warm = await timed(Array.from({ length: RUNS }, (_, run) => QUERIES[run % QUERIES.length]))
    const figures = (times: number[]) => `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`
    console.log(
      `N=${n.toLocaleString('en')}: ${reused ? 'reused data' : `generate+index ${(fillMs / 1000).toFixed(1)} s`}; entries/query (9 aggregations + 20 hits, ${RUNS} runs each)` +
        ` cold ${figures(cold)}; warm (${QUERIES.length} queries repeated) ${figures(warm)}; RSS ${mb(peak)}` +
        `; load average ${loadavg()[0].toFixed(1)} on this machine`,
    )
  } finally {
    await stores.close()
    if (!keep) rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchSearch(sizes: number[] = (process.env.STRATA_BENCH_SEARCH_SIZES ?? '100000,1000000').split(',').map(Number)): Promise<void> {
  for (const n of sizes) await measure(n)
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch()
