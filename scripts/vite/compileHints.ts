import type { Plugin } from 'vite'
import { chunksOf, pageChunks } from './chunkGraph.js'

/** V8's per-file compile hint (Chromium 136+; other engines read it as a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Marks the lazy chunks of the pages index.html asks for at once (`pageModules`, absolute paths;
 * see routePreload) with V8's compile hint, so that V8 compiles them whole on a background thread
 * while the shell runs, instead of function by function on the main thread during the page's
 * first render. The shell's own chunks stay lazy: they run as soon as they arrive, and compiling
 * all of them first made them start later.
 */
export function compileHints(pageModules: readonly string[]): Plugin {
  return {
    name: 'strata-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite has put its own code at the top of the chunks and after minification, which drops comments.
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle)
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const { files, missing } = pageChunks(chunks, byFile, pageModules)
        if (missing.length > 0) this.error(`compile hints: no chunk holds ${missing.join(', ')}`)
        for (const file of files) {
          const chunk = byFile.get(file)!
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // A source map's lines move down by the one added.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
      },
    },
  }
}
