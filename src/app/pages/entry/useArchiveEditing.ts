import { useCallback, useMemo, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { valueAtPath } from '../../../engine/archive/paths.js'
import type { ArchiveEditing } from '../../../renderers/archive/editing.js'
import type { LaneLoader } from '../../../renderers/archive/loader.js'
import { useUploadEditable } from './useUploadEditable.js'

type Json = Record<string, unknown>

/** Only archives written as JSON are saved back; others (YAML, parser output) are not edited here. */
const EDITABLE_MAINFILE = /\.archive\.json$/

/** The save call could not replace the mainfile, or the entry failed to process afterwards. */
export class ArchiveSaveError extends Error {}

export interface ArchiveEditingState {
  /** Undefined when the user may not edit this archive. */
  editing?: ArchiveEditing
  /** The lane loader to browse with: unsaved changes under `data` are read from the edited copy. */
  loadSection: LaneLoader
}

/**
 * Editing an entry's archive in the Data tab (spec 3 §4.1): changes are kept in a copy of the
 * archive's `data` until saved; saving replaces the data in the mainfile through
 * `PUT uploads/{id}/raw/{folder}?file_name=…&wait_for_processing=true`, which reprocesses the entry,
 * then reloads. Only writers of an unpublished upload get an editor (the server checks the same).
 */
export function useArchiveEditing(options: {
  api: ApiClient
  entryId: string
  root: Json | undefined
  loadSection: LaneLoader
  onSaved: () => void
  onError: (error: unknown) => void
}): ArchiveEditingState {
  const { api, root, loadSection, onSaved, onError } = options
  const metadata = (root?.metadata ?? {}) as Json
  const uploadId = typeof metadata.upload_id === 'string' ? metadata.upload_id : ''
  const mainfile = typeof metadata.mainfile === 'string' ? metadata.mainfile : ''
  const uploadEditable = useUploadEditable(api, uploadId, onError)
  const editable = uploadEditable && EDITABLE_MAINFILE.test(mainfile) && root !== undefined && 'data' in root
  const [edited, setEdited] = useState<{ loader: LaneLoader; archive: Json }>()
  const [saving, setSaving] = useState(false)
  const archive = edited?.loader === loadSection ? edited.archive : undefined

  const apply = useCallback(
    async (change: (archive: Json) => Json) => {
      const current = archive ?? { data: await loadSection.whole(['data']) }
      setEdited({ loader: loadSection, archive: change(current) })
    },
    [archive, loadSection],
  )

  const save = useCallback(async () => {
    if (!archive) return
    setSaving(true)
    try {
      await saveArchiveData(api, { uploadId, mainfile, entryHash: typeof metadata.entry_hash === 'string' ? metadata.entry_hash : undefined }, archive.data)
      setEdited(undefined)
      onSaved()
    } finally {
      setSaving(false)
    }
  }, [api, archive, uploadId, mainfile, metadata.entry_hash, onSaved])

  const browsed = useMemo(() => (archive ? editedLoader(loadSection, archive) : loadSection), [archive, loadSection])
  const editing = useMemo(() => (editable ? { changed: archive !== undefined, saving, apply, save } : undefined), [editable, archive, saving, apply, save])
  return { editing, loadSection: browsed }
}

/** Lanes under `data` come from the edited copy; the rest as before. */
function editedLoader(base: LaneLoader, archive: Json): LaneLoader {
  const fromCopy = (path: (string | number)[]) => path[0] === 'data'
  const load = (path: (string | number)[]) => {
    if (!fromCopy(path)) return base(path)
    const value = valueAtPath(archive, path)
    return Promise.resolve(value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined)
  }
  return Object.assign(load, {
    prime: base.prime,
    whole: (path: (string | number)[]) => (fromCopy(path) ? Promise.resolve(valueAtPath(archive, path)) : base.whole(path)),
  })
}

/**
 * Writes `data` into the mainfile (keeping whatever else it holds, e.g. definitions) and waits for its
 * processing. With the entry hash of the loaded version, the server refuses (409) when the file was
 * changed meanwhile, instead of replacing someone else's changes.
 */
async function saveArchiveData(api: ApiClient, saved: { uploadId: string; mainfile: string; entryHash?: string }, data: unknown): Promise<void> {
  const { uploadId, mainfile, entryHash } = saved
  const stored = await api.get<unknown>(`uploads/${uploadId}/raw/${encodePath(mainfile)}`, { ignore_mime_type: true })
  const content = typeof stored === 'string' ? (JSON.parse(stored) as Json) : (stored as Json)
  const folder = mainfile.includes('/') ? mainfile.slice(0, mainfile.lastIndexOf('/')) : ''
  const name = mainfile.slice(folder.length ? folder.length + 1 : 0)
  const body = new FormData()
  body.append('file', new Blob([JSON.stringify({ ...content, data }, null, 2)], { type: 'application/json' }), name)
  const answer = await api.put<{ processing?: { entry?: { process_status?: string; errors?: string[] } } }>(`uploads/${uploadId}/raw/${encodePath(folder)}`, body, {
    query: { file_name: name, wait_for_processing: true, overwrite_if_exists: true, entry_hash: entryHash },
  })
  const entry = answer.processing?.entry
  if (entry && entry.process_status !== 'SUCCESS') throw new ArchiveSaveError(`The archive was saved, but its processing failed: ${(entry.errors ?? []).join('; ') || entry.process_status}`)
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')
