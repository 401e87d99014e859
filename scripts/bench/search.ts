// Search figures: generates N NOMAD-shaped entries into a temporary data dir's search index and
// measures POST entries/query with 6 terms aggregations, 2 histograms, a periodic-table
// aggregation and a page of 20 (p50/p95 over repeated runs, RSS). Never fails on time. Each
// size is filled and measured in processes of their own (see measure).
// Sizes above GENERATED are the generated entries copied in SQL under new ids (same
// distributions), so that 10,000,000 entries are on disk in minutes rather than an hour.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { registerSearchRoutes } from '../../src/server/api/search/routes.js'
import { apiErrorHandler } from '../../src/server/http/api-errors.js'
import type { AppEnv } from '../../src/server/http/context.js'
import { openDataStores, type DataStores } from '../../src/server/store/data-stores.js'
import type { IndexedEntry } from '../../src/server/store/interfaces.js'
import { acquireDatabase, databaseFile } from '../../src/server/store/duckdb/database.js'
import { SEARCH_TABLE } from '../../src/server/search/run-search.js'
import { generateEntries } from './search-entries.js'
import { loadLine, printGoal } from './goals.js'

const RUNS = 30
const BATCH = 20000
/** Entries the generator writes at most; larger sizes copy them (see copyEntries). */
const GENERATED = 1_000_000

/** The issue 13 goals: cold p50/p95 per size, peak RSS at 1,000,000 entries. */
const COLD_GOALS: Record<number, { p50: number; p95?: number; rssMb?: number }> = {
  1_000_000: { p50: 50, p95: 120, rssMb: 1024 },
  10_000_000: { p50: 400 },
}

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

async function fill(stores: DataStores, dataDir: string, n: number): Promise<number> {
  const started = performance.now()
  let batch: IndexedEntry[] = []
  for (const entry of generateEntries(Math.min(n, GENERATED), 42)) {
    batch.push(entry)
    if (batch.length === BATCH) {
      await stores.search.index(batch)
      batch = []
    }
  }
  await stores.search.index(batch)
  if (n > GENERATED) await copyEntries(dataDir, GENERATED, n)
  return performance.now() - started
}

/**
 * Grows the generated entries to n by copies under new ids (`c<k>-<id>`, in the document too),
 * one INSERT … SELECT per copy. The bench's process is the index's only writer, so the rows go
 * in directly; the result cache is empty because no search has run yet.
 */
async function copyEntries(dataDir: string, generated: number, n: number): Promise<void> {
  const { database, release } = await acquireDatabase(dataDir)
  try {
    const columns = (await database.all<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = '${SEARCH_TABLE}' ORDER BY ordinal_position`)).map(
      (row) => `"${row.column_name.replaceAll('"', '""')}"`,
    )
    const copied = columns.map((column) => {
      if (column === '"entry_id"') return `'c' || $1 || '-' || entry_id`
      if (column === '"doc"') return `replace(CAST(doc AS VARCHAR), '"entry_id":"' || entry_id || '"', '"entry_id":"c' || $1 || '-' || entry_id || '"')`
      return column
    })
    for (let copy = 1; copy * generated < n; copy++) {
      const started = performance.now()
      const rows = Math.min(generated, n - copy * generated)
      await database.run(
        `INSERT INTO ${SEARCH_TABLE} (${columns.join(', ')}) SELECT ${copied.join(', ')} FROM ${SEARCH_TABLE} WHERE entry_id LIKE 'bench-%' LIMIT ${rows}`,
        [String(copy)],
      )
      console.log(`  copy ${copy}: ${rows.toLocaleString('en')} entries in ${((performance.now() - started) / 1000).toFixed(1)} s; ${loadLine()}`)
    }
    await database.run('CHECKPOINT')
  } finally {
    await release()
  }
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

/** With reuse, a size above GENERATED starts from a copy of the kept generated entries' database. */
function generatedCopy(n: number, dataDir: string): boolean {
  const reuseRoot = process.env.STRATA_BENCH_SEARCH_REUSE
  const kept = reuseRoot && join(reuseRoot, String(GENERATED))
  if (n <= GENERATED || !kept || !existsSync(join(kept, 'filled'))) return false
  copyFileSync(databaseFile(kept), databaseFile(dataDir))
  return true
}

/** Fills dataDir with n entries (generated, or copied from the kept generated ones) and marks it filled. */
async function fillData(dataDir: string, n: number): Promise<void> {
  const started = performance.now()
  const fromCopy = generatedCopy(n, dataDir)
  const stores = await openDataStores(dataDir)
  try {
    if (fromCopy) await copyEntries(dataDir, GENERATED, n)
    else await fill(stores, dataDir, n)
  } finally {
    await stores.close()
  }
  writeFileSync(join(dataDir, 'filled'), `${performance.now() - started}\n`)
}

/** Measures the search of a filled data dir (in a process that did not fill it: its memory is the server's alone). */
async function measureData(dataDir: string, n: number, reused: boolean): Promise<void> {
  const fillMs = Number(readFileSync(join(dataDir, 'filled'), 'utf8'))
  const stores = await openDataStores(dataDir)
  try {
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
    // A running server has loaded the columns its apps search into memory (the facet index):
    // the first request starts the loads, the runs measure the server once they are done.
    const loadStarted = performance.now()
    await stores.search.settled?.()
    await post(benchRequest({}))
    await stores.search.settled?.()
    const loadMs = performance.now() - loadStarted
    // Cold: every request is new to the index's result cache (a slider dragged to a new value).
    // Warm: the typical queries again, as the next visitor of the same app asks them.
    let peak = process.memoryUsage().rss
    // CPU time (all of the process's threads) per request besides the wall time: on a shared
    // machine the wall time mostly measures the other processes, the CPU time the work done.
    const cpu: number[] = []
    const timed = async (queries: Record<string, unknown>[]) => {
      const times: number[] = []
      for (const query of queries) {
        const started = performance.now()
        const cpuStarted = process.cpuUsage()
        await post(benchRequest(query))
        times.push(performance.now() - started)
        const used = process.cpuUsage(cpuStarted)
        cpu.push((used.user + used.system) / 1000)
        peak = Math.max(peak, process.memoryUsage().rss)
      }
      return times.sort((a, b) => a - b)
    }
    const cold = await timed(Array.from({ length: RUNS }, (_, run) => coldQuery(run)))
    const coldCpu = cpu.splice(0).sort((a, b) => a - b)
    const warm = await timed(Array.from({ length: RUNS }, (_, run) => QUERIES[run % QUERIES.length]))
    const figures = (times: number[]) => `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`
    console.log(
      `N=${n.toLocaleString('en')}: ${reused ? 'reused data' : `generate+index ${(fillMs / 1000).toFixed(1)} s`}; in-memory columns loaded in ${(loadMs / 1000).toFixed(1)} s; entries/query (9 aggregations + 20 hits, ${RUNS} runs each)` +
        ` cold ${figures(cold)} (CPU ${figures(coldCpu)}); warm (${QUERIES.length} queries repeated) ${figures(warm)}; RSS ${mb(peak)}; ${loadLine()}`,
    )
    const goals = COLD_GOALS[n]
    const size = n.toLocaleString('en')
    if (goals) {
      printGoal({ label: `search cold p50 (${size} entries)`, value: percentile(cold, 50), unit: 'ms', limit: goals.p50 })
      if (goals.p95 !== undefined) printGoal({ label: `search cold p95 (${size} entries)`, value: percentile(cold, 95), unit: 'ms', limit: goals.p95 })
      if (goals.rssMb !== undefined) printGoal({ label: `search peak RSS (${size} entries)`, value: peak / 1024 / 1024, unit: 'MB', limit: goals.rssMb })
    }
  } finally {
    await stores.close()
  }
}

/** Runs this file in a fresh Node process for one step (fill or measure) and waits for it. */
function runStep(step: 'fill' | 'measure', dataDir: string, n: number, reused = false): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), step, dataDir, String(n), String(reused)], { stdio: 'inherit' })
  return new Promise((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`search bench ${step} of ${n} entries exited with ${code}`)))),
  )
}

/**
 * Each size is filled in one process and measured in another: the peak RSS is then the searching
 * server's, not that of generating and indexing a million documents beforehand.
 */
async function measure(n: number): Promise<void> {
  const { dataDir, reused, keep } = dataDirOf(n)
  try {
    if (!reused) await runStep('fill', dataDir, n)
    await runStep('measure', dataDir, n, reused)
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchSearch(sizes: number[] = (process.env.STRATA_BENCH_SEARCH_SIZES ?? '100000,1000000').split(',').map(Number)): Promise<void> {
  for (const n of sizes) await measure(n)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [step, dataDir, n, reused] = process.argv.slice(2)
  if (step === 'fill') await fillData(dataDir, Number(n))
  else if (step === 'measure') await measureData(dataDir, Number(n), reused === 'true')
  else await benchSearch()
}
