type Json = Record<string, unknown>

/** Strings longer than this are file contents or notes, not names: left out of free-text search. */
const MAX_TEXT_LENGTH = 200
const MAX_TEXTS = 200

/**
 * What free-text search matches an entry by (`text_search_contents`): its name, upload name,
 * comment, mainfile and formula, and the short texts of its `data` section (an ELN entry's
 * sample name, substrate, ...), each once.
 */
export function textSearchContents(metadata: Json, archive: Json): string[] {
  const texts = new Set<string>()
  const add = (value: unknown) => {
    if (typeof value !== 'string') return
    const text = value.trim()
    if (text !== '' && text.length <= MAX_TEXT_LENGTH && texts.size < MAX_TEXTS) texts.add(text)
  }
  add(metadata.entry_name)
  add(metadata.upload_name)
  add(metadata.comment)
  add(metadata.mainfile)
  const material = ((archive.results as Json | undefined)?.material ?? {}) as Json
  add(material.chemical_formula_hill)
  add(material.chemical_formula_descriptive)
  collectTexts(archive.data, add, 0)
  return [...texts]
}

function collectTexts(value: unknown, add: (value: unknown) => void, depth: number): void {
  if (depth > 8) return
  if (typeof value === 'string') {
    // references to sections and definitions are paths, not text
    if (!value.startsWith('#/') && !value.includes('://')) add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, add, depth + 1)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== 'm_def' && !key.startsWith('m_')) collectTexts(item, add, depth + 1)
  }
}
