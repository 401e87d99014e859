// Fair processing: a 46,656-atom POSCAR (36 x 36 x 36 simple cubic cells) is uploaded, then at once
// a small upload of one 4-atom POSCAR; both times (POST until SUCCESS) are printed. The small
// upload must not wait for the big one.
import { startBenchServer } from './bench-server.js'

const CELLS = 36

function bigPoscar(): string {
  const a = 2.5 * CELLS
  const sites: string[] = []
  for (let i = 0; i < CELLS; i++) for (let j = 0; j < CELLS; j++) for (let k = 0; k < CELLS; k++) sites.push(`${i / CELLS} ${j / CELLS} ${k / CELLS}`)
  return `Po simple cubic ${CELLS}^3\n1.0\n${a} 0 0\n0 ${a} 0\n0 0 ${a}\nPo\n${sites.length}\nDirect\n${sites.join('\n')}\n`
}

const SMALL_POSCAR = 'Cu fcc\n1.0\n3.6 0 0\n0 3.6 0\n0 0 3.6\nCu\n4\nDirect\n0 0 0\n0.5 0.5 0\n0.5 0 0.5\n0 0.5 0.5\n'

export async function benchBigBesideSmall(): Promise<void> {
  const server = await startBenchServer('fair')
  const { api, token } = server
  try {
    const upload = async (fileName: string, body: string) => {
      const started = performance.now()
      const created = (await (await fetch(`${api}/uploads?file_name=${fileName}&token=${token}`, { method: 'POST', body })).json()) as { upload_id: string }
      for (;;) {
        const doc = ((await (await fetch(`${api}/uploads/${created.upload_id}?token=${token}`)).json()) as { data: Record<string, unknown> }).data
        if (!doc.process_running) return { seconds: (performance.now() - started) / 1000, status: doc.process_status, entries: doc.entries }
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    const big = upload('POSCAR', bigPoscar())
    await new Promise((r) => setTimeout(r, 100))
    const small = await upload('POSCAR', SMALL_POSCAR)
    const bigDone = await big
    console.log(`big upload, ${CELLS ** 3} atoms: ${bigDone.status} in ${bigDone.seconds.toFixed(1)} s`)
    console.log(`small upload of 4 atoms, sent 0.1 s later: ${small.status} in ${small.seconds.toFixed(1)} s (goal: done before the big one)`)
  } finally {
    await server.stop()
  }
}
