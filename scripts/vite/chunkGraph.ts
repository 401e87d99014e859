import type { OutputBundle, OutputChunk } from 'rolldown'

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
}

/** The chunk and every chunk it imports statically, by file name. */
export function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into
  into.add(chunk.fileName)
  for (const imported of chunk.imports) {
    const next = byFile.get(imported)
    if (next) withStaticImports(next, byFile, into)
  }
  return into
}

/** The entries and every chunk they import statically: what the GUI loads before any page's own code. */
export function loadedAtStart(chunks: OutputChunk[], byFile: Map<string, OutputChunk>): Set<string> {
  const files = new Set<string>()
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) withStaticImports(entry, byFile, files)
  return files
}

/**
 * A page's own chunks: those holding its lazy `modules` (absolute paths) and what they import
 * statically, less what is loaded at start anyway; `missing` names the modules no chunk holds.
 */
export function pageChunks(chunks: OutputChunk[], byFile: Map<string, OutputChunk>, modules: readonly string[]): { files: string[]; missing: string[] } {
  const missing = modules.filter((module) => !chunks.some((chunk) => chunk.moduleIds.includes(module)))
  const files = new Set<string>()
  for (const chunk of chunks.filter((candidate) => modules.some((module) => candidate.moduleIds.includes(module)))) withStaticImports(chunk, byFile, files)
  const shell = loadedAtStart(chunks, byFile)
  return { files: [...files].filter((file) => !shell.has(file)), missing }
}
