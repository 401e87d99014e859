import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

// `import x from 'y'`, `import 'y'`, `export ... from 'y'`; not `import type` (erased) nor `import('y')` (a lazy chunk).
const STATIC = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"()]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function sourceFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
  return candidates.find((path) => existsSync(path) && !path.endsWith('/'))
}

/** The packages a module pulls in through static imports, its own and those of every local module it imports so. */
export function staticPackages(entries: readonly string[]): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      if (specifier.startsWith('.')) {
        const local = sourceFile(file, specifier)
        if (local && /\.tsx?$/.test(local)) visit(local)
      } else packages.add(specifier)
    }
  }
  entries.forEach(visit)
  return packages
}
