import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

// `import x from 'y'`, `import 'y'`, `export ... from 'y'`; not `import type` (erased) nor `import('y')` (a lazy chunk).
const STATIC = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"()]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function sourceFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
  return candidates.find((path) => existsSync(path) && !path.endsWith('/'))
}

/** What modules pull in through static imports: the local modules (theirs and those these import so) and the packages. */
function staticClosure(entries: readonly string[]): { modules: Set<string>; packages: Set<string> } {
  const packages = new Set<string>()
  const modules = new Set<string>()
  const visit = (file: string) => {
    if (modules.has(file)) return
    modules.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      if (specifier.startsWith('.')) {
        const local = sourceFile(file, specifier)
        if (local && /\.tsx?$/.test(local)) visit(local)
      } else packages.add(specifier)
    }
  }
  entries.forEach(visit)
  return { modules, packages }
}

/** The packages a module pulls in through static imports, its own and those of every local module it imports so. */
export function staticPackages(entries: readonly string[]): Set<string> {
  return staticClosure(entries).packages
}

/** The local source files a module pulls in through static imports, itself included. */
export function staticModules(entries: readonly string[]): Set<string> {
  return staticClosure(entries).modules
}
