// Load figures: 200 concurrent search clients (POST entries/query with filters and aggregations)
// mixed with 5 clients uploading a zip of 50 structures again and again, for LOAD_SECONDS (60)
// against a started server. Prints errors, search latency p50/p95, uploads done and peak RSS.
import { loadavg } from 'node:os'
import { startBenchServer } from './bench-server.js'
import yazl from 'yazl'

const SEARCHERS = 200
const UPLOADERS = 5
const FILES_PER_UPLOAD = 50
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const ELEMENTS = ['Cu', 'Al', 'Ni', 'Ag', 'Au', 'Fe', 'W', 'Mo', 'Pt', 'Pd', 'Na', 'K']

async function structuresZip(seed: number): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (let i = 0; i < FILES_PER_UPLOAD; i++) {
    const element = ELEMENTS[(seed + i) % ELEMENTS.length]
    const a = 3 + ((seed * 31 + i) % 97) / 50
    zip.addBuffer(Buffer.from(`${element} fcc\n1.0\n${a} 0 0\n0 ${a} 0\n0 0 ${a}\n${element}\n4\nDirect\n0 0 0\n0.5 0.5 0\n0.5 0 0.5\n0 0.5 0.5\n`), `s${i}/POSCAR`)
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN

/** The searches the clients send in turn: plain, filtered, with aggregations, paginated. */
function searchBody(i: number): unknown {
  const element = ELEMENTS[i % ELEMENTS.length]
  switch (i % 4) {
    case 0:
      return { owner: 'visible', pagination: { page_size: 10 } }
    case 1:
      return { owner: 'visible', query: { 'results.material.elements:all': [element] }, pagination: { page_size: 20, order_by: 'upload_create_time', order: 'desc' } }
    case 2:
      return { owner: 'visible', query: {}, aggregations: { elements: { terms: { quantity: 'results.material.elements', size: 20 } }, time: { date_histogram: { quantity: 'upload_create_time', interval: '1d' } } }, pagination: { page_size: 0 } }
    default:
      return { owner: 'user', query: { 'results.material.n_elements:gte': 1 }, pagination: { page_size: 5 }, required: { include: ['entry_id', 'mainfile', 'results.material.chemical_formula_hill'] } }
  }
}

export async function benchLoad(): Promise<void> {
  const server = await startBenchServer('load', '  unpublished_upload_limit: 100\n')
  const { api, token } = server
  try {
    const auth = { authorization: `Bearer ${token}` }
    const zips = await Promise.all(Array.from({ length: UPLOADERS }, (_, i) => structuresZip(i)))
    const rssBefore = server.peakRssMb()
    const ends = performance.now() + SECONDS * 1000
    const latencies: number[] = []
    const errors: string[] = []
    let uploads = 0
    let uploadEntries = 0

    const searcher = async (client: number) => {
      for (let i = client; performance.now() < ends; i++) {
        const asked = performance.now()
        try {
          const response = await fetch(`${api}/entries/query`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(searchBody(i)) })
          await response.arrayBuffer()
          if (!response.ok) errors.push(`search ${response.status}`)
        } catch (error) {
          errors.push(`search ${(error as Error).message}`)
        }
        latencies.push(performance.now() - asked)
      }
    }
    const uploader = async (client: number) => {
      while (performance.now() < ends) {
        try {
          const created = await fetch(`${api}/uploads?file_name=load${client}.zip`, { method: 'POST', headers: auth, body: new Uint8Array(zips[client]) })
          if (!created.ok) throw new Error(`POST uploads ${created.status}`)
          const uploadId = ((await created.json()) as { upload_id: string }).upload_id
          let upload: Record<string, unknown>
          do {
            await new Promise((r) => setTimeout(r, 200))
            upload = ((await (await fetch(`${api}/uploads/${uploadId}`, { headers: auth })).json()) as { data: Record<string, unknown> }).data
          } while (upload.process_running)
          if (upload.process_status !== 'SUCCESS') throw new Error(`upload ${upload.process_status}`)
          uploads++
          uploadEntries += upload.entries as number
          const deleted = await fetch(`${api}/uploads/${uploadId}`, { method: 'DELETE', headers: auth })
          if (!deleted.ok) throw new Error(`DELETE upload ${deleted.status}`)
        } catch (error) {
          errors.push(`upload ${(error as Error).message}`)
        }
      }
    }
    await Promise.all([...Array.from({ length: SEARCHERS }, (_, i) => searcher(i)), ...Array.from({ length: UPLOADERS }, (_, i) => uploader(i))])
    const seconds = SECONDS
    const byKind = Object.entries(errors.reduce<Record<string, number>>((counts, error) => ({ ...counts, [error]: (counts[error] ?? 0) + 1 }), {}))
    console.log(`${SEARCHERS} search clients and ${UPLOADERS} upload clients (${FILES_PER_UPLOAD} POSCARs each) for ${seconds} s`)
    console.log(`searches: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`)
    console.log(`uploads processed and deleted: ${uploads} (${uploadEntries} entries)`)
    console.log(`errors: ${errors.length}${byKind.length ? ` (${byKind.map(([kind, count]) => `${kind} ×${count}`).join(', ')})` : ''}`)
    console.log(`server peak RSS: ${server.peakRssMb().toFixed(0)} MiB (${rssBefore.toFixed(0)} MiB before the load)`)
    console.log(`machine load average (1/5/15 min) at the end: ${loadavg().map((load) => load.toFixed(1)).join(' / ')} (figures vary with other work)`)
  } finally {
    await server.stop()
  }
}
