import { existsSync } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import type { AheadSettings } from '../../engine/api/sentAhead.js'

export interface GuiAppOptions {
  /** The built GUI (vite's output): index.html and hashed assets/. */
  guiDir: string
  /** The startup configuration the GUI reads as window.strataEnv; a function is asked at every request (the config studio changes it). */
  env: Record<string, unknown> | (() => Record<string, unknown>)
  /** Where the GUI is mounted, e.g. '/prod/v1/develop/gui'. */
  mountPath: string
  /** What the GUI's first script needs to send a page's first requests itself (window.strataAhead); asked at every request. */
  ahead?: () => AheadSettings
  /**
   * The fingerprint of the schema `env` was validated with (startupSchemaFingerprint), written as
   * window.strataEnvChecked: a GUI built with the same schema then does not validate it again.
   */
  envChecked?: string
}

export const GUI_NOT_BUILT = 'The Strata GUI is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload this page.\n'

/** Serves {base}/gui/: env.js, the built files, and index.html for every other GUI route. */
export function createGuiApp(options: GuiAppOptions): Hono {
  const gui = new Hono()
  const currentEnv = typeof options.env === 'function' ? options.env : () => options.env as Record<string, unknown>
  const envScript = () =>
    `${assignment('strataEnv', currentEnv())}${options.envChecked ? assignment('strataEnvChecked', options.envChecked) : ''}${options.ahead ? assignment('strataAhead', options.ahead()) : ''}`

  gui.get('/env.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8')
    c.header('cache-control', 'no-store')
    c.header('vary', 'accept-encoding')
    // The whole startup configuration (about 100 KB), asked for by every page load and never cached: a tenth of that gzipped.
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(envScript())
    c.header('content-encoding', 'gzip')
    return c.body(new Uint8Array(gzipSync(envScript())))
  })

  gui.get('*', async (c) => {
    const indexFile = join(options.guiDir, 'index.html')
    if (!existsSync(indexFile)) {
      c.header('cache-control', 'no-store')
      return c.text(GUI_NOT_BUILT, 503)
    }
    const relativePath = c.req.path.slice(options.mountPath.length).replace(/^\/+/, '')
    const file = await builtFile(options.guiDir, relativePath)
    if (file) {
      c.header('content-type', getMimeType(file) ?? 'application/octet-stream')
      c.header('cache-control', relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      c.header('vary', 'accept-encoding')
      const gzipped = acceptsGzip(c.req.header('accept-encoding')) ? await readFile(`${file}.gz`).catch(() => undefined) : undefined
      if (gzipped) c.header('content-encoding', 'gzip')
      return c.body(new Uint8Array(gzipped ?? (await readFile(file))))
    }
    if (isMissingStaticFile(relativePath, c.req.header('accept'))) return c.text('Not Found', 404)
    c.header('content-type', 'text/html; charset=utf-8')
    c.header('cache-control', 'no-cache')
    return c.body(new Uint8Array(await readFile(indexFile)))
  })
  return gui
}

/** `window.name = value;` for a script, with no `<` that could close a script element. */
function assignment(name: string, value: unknown): string {
  return `window.${name} = ${JSON.stringify(value, null, 2).replaceAll('<', '\\u003c')};\n`
}

/** Whether an Accept-Encoding header allows gzip (the build writes a gzipped copy beside each text file, scripts/vite/precompress.ts). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    return (coding === 'gzip' || coding === '*') && !refused
  })
}

/**
 * A missing asset is an error, not a page of the single-page app. GUI routes may end in a segment with a
 * dot (`analyze/metainfo/nomad.datamodel.datamodel.EntryArchive`, `.../files/cif/SARSUC.cif`), so only
 * `assets/` and a top-level file name that a browser did not ask for as a page count as static files.
 */
function isMissingStaticFile(relativePath: string, accept: string | undefined): boolean {
  if (relativePath.startsWith('assets/')) return true
  const topLevelFile = !relativePath.includes('/') && extname(relativePath) !== ''
  return topLevelFile && !(accept ?? '').includes('text/html')
}

/** The file under guiDir for a request path, or undefined when there is none (or it lies outside). */
async function builtFile(guiDir: string, relativePath: string): Promise<string | undefined> {
  if (relativePath === '' || relativePath.includes('\0')) return undefined
  const root = await realpath(guiDir)
  const candidate = resolve(root, relativePath)
  if (!candidate.startsWith(root + sep)) return undefined
  try {
    const real = await realpath(candidate)
    if (!real.startsWith(root + sep)) return undefined
    return (await stat(real)).isFile() ? real : undefined
  } catch {
    return undefined
  }
}
