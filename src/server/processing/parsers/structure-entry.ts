import { normalizeStructure } from '../normalize/material.js'
import type { AtomicStructure } from '../normalize/structure.js'
import { baseName, ParseError } from './text.js'
import type { ArchiveJson, ParsedEntry, ParserContext } from './types.js'

/**
 * The entry of a structure file (CIF, POSCAR, XYZ): the structure as run[0].system, normalised into
 * results.material and results.properties.structures.
 */
export function structureEntry(structure: AtomicStructure, context: ParserContext, entryType: string, extraRun: ArchiveJson = {}): ParsedEntry {
  if (structure.labels.length === 0) throw new ParseError(`${baseName(context.mainfile)}: the file contains no atoms`)
  const normalized = normalizeStructure(structure, context.log)
  const archive: ArchiveJson = {
    run: [{ ...extraRun, system: [normalized.system] }],
    results: {
      material: normalized.material,
      properties: { structures: normalized.structures },
    },
  }
  return { archive, metadata: { entry_name: baseName(context.mainfile), entry_type: entryType } }
}
