import type { OutputBundle, OutputChunk } from 'rolldown'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { routeStart, type RouteStartOptions } from './routeStart.js'

export interface PreloadedRoute {
  /** Tested against the page's path below the GUI base, e.g. '^/entry/id/[^/]+'. */
  path: string
  /** The modules its page loads lazily (absolute paths), whose chunks the browser should fetch at once. */
  modules: string[]
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
}

/** The chunk and every chunk it imports statically, by file name. */
function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into
  into.add(chunk.fileName)
  for (const imported of chunk.imports) {
    const next = byFile.get(imported)
    if (next) withStaticImports(next, byFile, into)
  }
  return into
}

/** The script's file, at the root of the built GUI: not hashed, it is fetched anew (no-cache) like index.html. */
const SCRIPT_FILE = 'route-preload.js'

/**
 * Adds to index.html a small script (a file: the GUI's policy allows no inline script) that, by
 * the path the browser opened, asks for the chunks of that page's lazy modules at once (as
 * modulepreload links, after the shell's own), while the shell's scripts are still being fetched
 * and run, and for an entry page's data (see routeStart). Without it those chunks are asked for only
 * once the shell has run (a few hundred milliseconds later on a slow machine), and the page's data after them.
 */
export function routePreload(base: string, routes: PreloadedRoute[], sendAhead: Pick<RouteStartOptions, 'entryRoute' | 'searchRoute' | 'loginHintKey'>): Plugin {
  return {
    name: 'strata-route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const loadedAtStart = new Set<string>()
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withStaticImports(entry, byFile, loadedAtStart)
      const table = routes.map((route) => {
        const missing = route.modules.filter((module) => !chunks.some((chunk) => chunk.moduleIds.includes(module)))
        if (missing.length > 0) this.error(`no chunk holds ${missing.join(', ')}`)
        const files = new Set<string>()
        for (const chunk of chunks.filter((candidate) => route.modules.some((module) => candidate.moduleIds.includes(module)))) {
          withStaticImports(chunk, byFile, files)
        }
        // The largest first: they take longest, and the browser fetches six at a time.
        const needed = [...files].filter((file) => !loadedAtStart.has(file)).sort((a, b) => byFile.get(b)!.code.length - byFile.get(a)!.code.length)
        return [route.path, needed.map((file) => `${base}${file}`)] as [string, string[]]
      })
      const options: RouteStartOptions = { guiBase: base.replace(/\/$/, ''), routes: table, ...sendAhead }
      const source = `(${routeStart.toString()})(${JSON.stringify(options)})\n`
      this.emitFile({ type: 'asset', fileName: SCRIPT_FILE, source })
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        // Parser-blocking at the end of the body, not async: the shell is a module script, which runs only
        // once parsing has ended, so this one always runs first (an async one raced it, and lost when the
        // shell's chunks were in before it). Nothing is left to parse after it, so blocking costs nothing.
        return [{ tag: 'script', attrs: { src: `${base}${SCRIPT_FILE}` }, injectTo: 'body' }]
      },
    },
  }
}
