import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../../engine/api/client.js'
import { ApiError } from '../../../engine/api/errors.js'
import { valueAtPath } from '../../../engine/archive/paths.js'
import { ArchiveConflict, archiveEditingMachine, ProcessingFailedAfterSave } from '../../../machines/gui/archiveEditing.js'
import type { ArchiveEditing } from '../../../renderers/archive/editing.js'
import type { LaneLoader } from '../../../renderers/archive/loader.js'

type Json = Record<string, unknown>

/** Archives written by hand (JSON or YAML) are saved back; parser output is not edited here. */
export const EDITABLE_MAINFILE = /\.archive\.(json|ya?ml)$/

export interface ArchiveEditingState {
  editing: ArchiveEditing
  /** The lane loader to browse with: once the data is loaded for editing, lanes under `data` read the edited copy. */
  loadSection: LaneLoader
}

/**
 * Editing one loaded version of an entry's archive (spec 3 §4.1), driven by archiveEditingMachine:
 * changes are kept in a copy of the archive's `data` until saved; saving replaces the data in the
 * mainfile through `PUT uploads/{id}/raw/{folder}?file_name=…&wait_for_processing=true&entry_hash=…`,
 * which reprocesses the entry, then `onSaved` loads the new version (mount a new session for it).
 */
export function useArchiveEditing(options: { api: ApiClient; root: Json; loadSection: LaneLoader; onSaved: () => void; onError: (error: unknown) => void }): ArchiveEditingState {
  const { api, root, loadSection, onSaved, onError } = options
  // One machine for the session: a session is mounted anew for every loaded version of the archive.
  const [machine] = useState(() => {
    const metadata = (root.metadata ?? {}) as Json
    const target = { uploadId: String(metadata.upload_id ?? ''), mainfile: String(metadata.mainfile ?? ''), entryHash: typeof metadata.entry_hash === 'string' ? metadata.entry_hash : undefined }
    return archiveEditingMachine.provide({
      actors: {
        loadData: fromPromise(() => loadSection.whole(['data'])),
        save: fromPromise(({ input }: { input: Json }) => saveArchiveData(api, target, input.data)),
      },
    })
  })
  const [snapshot, send, actor] = useMachine(machine)
  const state = snapshot.value
  const { archive, error } = snapshot.context

  useEffect(() => {
    if (state === 'saved') onSaved()
  }, [state, onSaved])
  useEffect(() => {
    if (error !== undefined) onError(error)
  }, [error, onError])

  const browsed = useMemo(() => (archive ? editedLoader(loadSection, archive) : loadSection), [archive, loadSection])
  const editing = useMemo<ArchiveEditing>(
    () => ({
      ready: state === 'clean' || state === 'dirty',
      changed: state === 'dirty' || state === 'saving' || state === 'conflict',
      saving: state === 'saving' || state === 'saved',
      // Edits apply to the newest copy, one after the other, never while saving.
      apply: async (change) => {
        const current = actor.getSnapshot()
        if (!(current.matches('clean') || current.matches('dirty')) || !current.context.archive) return
        actor.send({ type: 'EDIT', archive: change(current.context.archive) })
      },
      save: async () => send({ type: 'SAVE' }),
    }),
    [state, actor, send],
  )
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
  // A YAML mainfile is written back as YAML, with its comments and key order (the writer loads with the first save).
  const { withData, isYamlMainfile } = await import('../../../engine/yaml/mainfileData.js')
  const text = withData(mainfile, typeof stored === 'string' ? stored : JSON.stringify(stored), data)
  const folder = mainfile.includes('/') ? mainfile.slice(0, mainfile.lastIndexOf('/')) : ''
  const name = mainfile.slice(folder.length ? folder.length + 1 : 0)
  const body = new FormData()
  body.append('file', new Blob([text], { type: isYamlMainfile(mainfile) ? 'application/yaml' : 'application/json' }), name)
  const answer = await api
    .put<{ processing?: { entry?: { process_status?: string; errors?: string[] } } }>(`uploads/${uploadId}/raw/${encodePath(folder)}`, body, {
      query: { file_name: name, wait_for_processing: true, overwrite_if_exists: true, entry_hash: entryHash },
    })
    .catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 409 ? new ArchiveConflict(error.message) : error
    })
  const entry = answer.processing?.entry
  if (entry && entry.process_status !== 'SUCCESS')
    throw new ProcessingFailedAfterSave(`The archive was saved, but its processing failed: ${(entry.errors ?? []).join('; ') || entry.process_status}`)
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')
