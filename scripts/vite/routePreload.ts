import type { HtmlTagDescriptor, Plugin } from 'vite'
import { chunksOf, pageChunks } from './chunkGraph.js'
import { routeStart, type RouteStartOptions } from './routeStart.js'

export interface PreloadedRoute {
  /** Tested against the page's path below the GUI base, e.g. '^/entry/id/[^/]+'. */
  path: string
  /** The modules its page loads lazily (absolute paths), whose chunks the browser should fetch at once. */
  modules: string[]
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
      const table = routes.map((route) => {
        const { files, missing } = pageChunks(chunks, byFile, route.modules)
        if (missing.length > 0) this.error(`no chunk holds ${missing.join(', ')}`)
        // The largest first: they take longest, and the browser fetches six at a time.
        const needed = files.sort((a, b) => byFile.get(b)!.code.length - byFile.get(a)!.code.length)
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
