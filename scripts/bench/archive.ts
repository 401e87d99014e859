// Archive browser figure: time to the first lane of a 50 MB archive (POST entries/{id}/archive/query
// with m_request depth 1, as the Data tab asks), against fetching the whole archive.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createStrataServer } from '../../src/server/create-server.js'
import { openDataStores } from '../../src/server/store/data-stores.js'

const root = resolve(import.meta.dirname, '..', '..')
const ENTRY_ID = 'bench_archive_50mb'
const TARGET_BYTES = 50 * 1024 * 1024

/** A VASP-like archive: many calculations, each with a density of states and forces, about 50 MB of JSON. */
function largeArchive(): Record<string, unknown> {
  const points = 2000
  const calculation = (i: number) => ({
    energy: { total: { value: -1e-18 * (1 + i / 1000) } },
    forces: { total: { value: Array.from({ length: 64 }, (_, a) => [a * 1e-11, -a * 1e-11, 1e-12 * i]) } },
    dos_electronic: [{ energies: Array.from({ length: points }, (_, k) => -1e-18 + k * 1e-21), total: [{ value: Array.from({ length: points }, (_, k) => Math.abs(Math.sin(k + i)) * 1e19) }] }],
  })
  const one = JSON.stringify(calculation(0)).length
  const count = Math.ceil(TARGET_BYTES / one)
  return {
    run: [{ program: { name: 'VASP' }, calculation: Array.from({ length: count }, (_, i) => calculation(i)) }],
    metadata: { entry_id: ENTRY_ID, upload_id: 'bench_upload', mainfile: 'vasprun.xml' },
    processing_logs: [{ event: 'parser executed', level: 'INFO' }],
  }
}

async function timed(url: string, body: unknown): Promise<{ ms: number; bytes: number }> {
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const bytes = (await response.arrayBuffer()).byteLength
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return { ms: performance.now() - started, bytes }
}

export async function benchArchive(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-bench-archive-'))
  try {
    const archive = largeArchive()
    const size = JSON.stringify(archive).length
    const stores = await openDataStores(dataDir)
    await stores.records.put('entries', ENTRY_ID, { entry_id: ENTRY_ID, upload_id: 'bench_upload', mainfile: 'vasprun.xml', published: true, with_embargo: false })
    await stores.records.put('archives', ENTRY_ID, { entry_id: ENTRY_ID, upload_id: 'bench_upload', archive })
    const readStarted = performance.now()
    await stores.records.get('archives', ENTRY_ID)
    const storeRead = performance.now() - readStarted
    await stores.close()

    mkdirSync(join(dataDir, 'no-examples'))
    const server = await createStrataServer({ dataDir, port: 0, configDirs: [join(root, 'configs')], examplesDir: join(dataDir, 'no-examples') })
    try {
      const url = `${server.apiUrl.replace(/\/+$/, '')}/entries/${ENTRY_ID}/archive/query`
      const firstLane = await timed(url, { required: { m_request: { depth: 1 } } })
      const secondLane = await timed(url, { required: { 'run[0]': { m_request: { depth: 1 } } } })
      const firstLaneAgain = await timed(url, { required: { m_request: { depth: 1 } } })
      const whole = await timed(url, { required: '*' })
      console.log(`archive size: ${(size / 1024 / 1024).toFixed(1)} MB of JSON (${(archive.run as { calculation: unknown[] }[])[0].calculation.length} calculations)`)
      console.log(`first lane (root, depth 1): ${firstLane.ms.toFixed(0)} ms, ${firstLane.bytes} bytes transferred`)
      console.log(`first lane again (warm server): ${firstLaneAgain.ms.toFixed(0)} ms`)
      console.log(`of which reading and parsing the stored archive record: about ${storeRead.toFixed(0)} ms (measured on the store directly)`)
      console.log(`second lane (run:0, depth 1): ${secondLane.ms.toFixed(0)} ms, ${secondLane.bytes} bytes transferred`)
      console.log(`whole archive (required "*") for comparison: ${whole.ms.toFixed(0)} ms, ${(whole.bytes / 1024 / 1024).toFixed(1)} MB transferred`)
    } finally {
      await server.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchArchive()
