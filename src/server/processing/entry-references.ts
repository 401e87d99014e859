/**
 * The references an entry's archive makes to other entries (`entry_references`), found by walking
 * the archive for reference strings (see engine/archive/paths.ts for their forms). They feed the
 * 'Referencing' / 'Referenced by' lists and the `entry_references.target_entry_id` search filter.
 * References inside the same archive and section definitions (`m_def`) are not entry references.
 */
import { joinArchivePath, parseReference } from '../../engine/archive/paths.js'
import { entryIdOf } from '../ids.js'

export interface EntryReference {
  /** Where the reference is, as dotted section and quantity names without indices. */
  source_path: string
  source_name: string
  target_reference: string
  target_entry_id: string
  target_upload_id: string
  target_mainfile?: string
  target_path: string
  target_name?: string
}

/** Sections of the stored archive written by Strata itself, not by the user or the parser. */
const SKIPPED_ROOTS = new Set(['metadata', 'processing_logs'])

export function entryReferences(archive: Record<string, unknown>, uploadId: string, entryId: string): EntryReference[] {
  const found: EntryReference[] = []
  const seen = new Set<string>()
  const visit = (value: unknown, names: string[]) => {
    if (typeof value === 'string') {
      const reference = referenceToOtherEntry(value, uploadId, entryId, names)
      const key = reference && `${reference.source_path} ${reference.target_reference}`
      if (reference && !seen.has(key!)) {
        seen.add(key!)
        found.push(reference)
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, names)
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'm_def' || (names.length === 0 && SKIPPED_ROOTS.has(key))) continue
        visit(child, [...names, key])
      }
    }
  }
  visit(archive, [])
  return found
}

function referenceToOtherEntry(value: string, uploadId: string, entryId: string, names: string[]): EntryReference | undefined {
  if (names.length === 0 || !value.includes('#')) return undefined
  const parsed = parseReference(value)
  if (!parsed || (parsed.entryId === undefined && parsed.mainfile === undefined)) return undefined
  const targetUploadId = parsed.uploadId ?? uploadId
  const targetEntryId = parsed.entryId ?? entryIdOf(targetUploadId, parsed.mainfile!)
  if (targetEntryId === entryId) return undefined
  const lastName = [...parsed.path].reverse().find((step) => typeof step === 'string')
  return {
    source_path: names.join('.'),
    source_name: names.at(-1)!,
    target_reference: value,
    target_entry_id: targetEntryId,
    target_upload_id: targetUploadId,
    ...(parsed.mainfile !== undefined ? { target_mainfile: parsed.mainfile } : {}),
    target_path: joinArchivePath(parsed.path),
    ...(lastName !== undefined ? { target_name: String(lastName) } : {}),
  }
}
