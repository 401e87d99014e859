import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; smaller ones are sent as they are. */
const COMPRESSIBLE = /\.(js|css|svg|json|html|wasm)$/
const MIN_BYTES = 1024

/**
 * Writes a gzipped copy (`<file>.gz`) beside each built text file, once at build time, so that the
 * server sends browsers that accept gzip about a quarter of the bytes without compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'strata-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? ''
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue
        const content = output.type === 'chunk' ? output.code : output.source
        const bytes = Buffer.from(content)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }))
      }
    },
  }
}
