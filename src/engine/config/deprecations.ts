/**
 * Notes on deprecated spellings met while a config is read. The schemas' normalisers run inside
 * zod's synchronous parse, so a collector is active for the duration of one validation.
 */
let active: string[] | undefined

export function noteDeprecation(note: string): void {
  active?.push(note)
}

/** Runs `read` and returns what it gives with the deprecation notes it raised, each once with its count. */
export function collectDeprecations<T>(read: () => T): { value: T; deprecations: string[] } {
  const outer = active
  const notes: string[] = []
  active = notes
  try {
    const value = read()
    const counts = new Map<string, number>()
    for (const note of notes) counts.set(note, (counts.get(note) ?? 0) + 1)
    const deprecations = [...counts].map(([note, count]) => (count > 1 ? `${note} (${count} times)` : note))
    return { value, deprecations }
  } finally {
    active = outer
    outer?.push(...notes)
  }
}

export const renamedNote = (legacy: string, current: string): string => `\`${legacy}\` is deprecated: read as \`${current}\``
