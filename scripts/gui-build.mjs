// The built GUI (dist/gui) and when it must be built again: missing, or older than any of its
// sources. Shared by `npm start` and the benches that open the GUI in a browser.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '..', '..')
const builtIndex = join(root, 'dist', 'gui', 'index.html')
// startup-fingerprint.ts: the build puts the startup schema's fingerprint into the shell (vite.config.ts).
const guiSources = ['src/app', 'src/renderers', 'src/engine', 'src/machines', 'scripts/vite', 'vite.config.ts', 'src/server/http/startup-fingerprint.ts', 'package-lock.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)))
  return newest
}

export function guiIsStale() {
  if (!existsSync(builtIndex)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return guiSources.some((source) => newestMtime(join(root, source)) > builtAt)
}

/** Builds the GUI when it is missing or stale (vite, as `npm run build` does). */
export async function buildGuiIfStale() {
  if (!guiIsStale()) return
  const started = Date.now()
  console.log('Building the GUI ...')
  const { build } = await import('vite')
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
  console.log(`GUI built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
