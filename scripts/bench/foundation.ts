// Foundation figures: GUI build time, initial JavaScript (gzipped), server start time.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '..', '..')
const guiDir = join(root, 'dist', 'gui')

async function timeBuild(): Promise<number> {
  const started = performance.now()
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent' })
  return performance.now() - started
}

/** The scripts and module preloads index.html loads before the first route renders. */
function initialJavaScript(): { files: string[]; rawBytes: number; gzipBytes: number } {
  const html = readFileSync(join(guiDir, 'index.html'), 'utf8')
  const base = '/prod/v1/develop/gui/'
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)]
    .map((match) => match[1])
    .filter((src) => src.startsWith(`${base}assets/`))
    .map((src) => src.slice(base.length))
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const content = readFileSync(join(guiDir, file))
    rawBytes += content.length
    gzipBytes += gzipSync(content, { level: 9 }).length
  }
  return { files, rawBytes, gzipBytes }
}

/** Milliseconds from spawning the server on an empty data dir until its first answer to GET info. */
async function timeServerStart(label: string, dataDir: string): Promise<number> {
  const port = 30000 + Math.floor(Math.random() * 20000)
  const started = performance.now()
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), STRATA_DATA: dataDir, STRATA_SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`)
      try {
        const response = await fetch(`http://127.0.0.1:${port}/prod/v1/develop/api/v1/info`)
        if (response.ok) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120000) throw new Error(`${label}: no answer in 120 s`)
      await new Promise((r) => setTimeout(r, 25))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

export async function benchFoundation() {
  const buildMs = await timeBuild()
  console.log(`GUI build: ${(buildMs / 1000).toFixed(1)} s`)
  const js = initialJavaScript()
  console.log(`initial JavaScript: ${js.files.length} files, ${(js.rawBytes / 1024).toFixed(1)} KiB raw, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzipped`)
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-bench-'))
  try {
    const first = await timeServerStart('first start', dataDir)
    console.log(`server start, empty data dir (loads example data): ${first.toFixed(0)} ms to first GET info`)
    const second = await timeServerStart('restart', dataDir)
    console.log(`server restart on existing data: ${second.toFixed(0)} ms to first GET info`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
