import { useMemo } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { ArchiveBrowser, type ArchiveBrowserProps } from '../../../renderers/archive/ArchiveBrowser.js'
import type { LaneKey } from '../../../renderers/archive/lanes.js'
import type { LaneLoader } from '../../../renderers/archive/loader.js'
import { UNSAVED_CHANGES_TEXT, useReportUnsavedChanges } from './UnsavedChanges.js'
import { EDITABLE_MAINFILE, useArchiveEditing } from './useArchiveEditing.js'
import type { ArchiveRootState, EntryArchive } from './useEntryArchive.js'
import { useUploadEditable } from './useUploadEditable.js'

type ReadyRoot = Extract<ArchiveRootState, { status: 'ready' }>

export interface EditableArchiveBrowserProps {
  entryId: string
  /** Whether the user may edit the entry's upload, when the caller knows already (saves asking the server again). */
  mayEdit?: boolean
  /** What useEntryArchive gave for the entry, with its root loaded. */
  archive: EntryArchive
  root: ReadyRoot
  path: LaneKey[]
  onNavigate: (path: LaneKey[]) => void
  onOpenEntry: (entryId: string) => void
}

/**
 * An entry's archive browser (Data tab, cards), with the editing of the archive for those who may
 * edit it: writers of an unpublished upload (the server checks the same) of a JSON archive mainfile.
 */
export function EditableArchiveBrowser({ entryId, archive, root, mayEdit: known, ...props }: EditableArchiveBrowserProps) {
  const { api, queryReferencedBy, reload, raiseError } = archive
  const metadata = (root.archive.metadata ?? {}) as Record<string, unknown>
  // Without an upload id the hook asks nothing.
  const asked = useUploadEditable(api, known === undefined ? String(metadata.upload_id ?? '') : '', raiseError)
  const mayEdit = known ?? asked
  const uploadId = typeof metadata.upload_id === 'string' ? metadata.upload_id : undefined
  const rawFiles = useMemo(() => (uploadId ? { api, uploadId } : undefined), [api, uploadId])
  const browser: Omit<ArchiveBrowserProps, 'loadSection'> = { ...props, model: root.model, queryReferencedBy, api, entryId, rawFiles, onReload: reload, onError: raiseError }
  if (!(mayEdit && EDITABLE_MAINFILE.test(String(metadata.mainfile ?? '')) && 'data' in root.archive)) return <ArchiveBrowser {...browser} loadSection={root.loadSection} />
  // A new session (machine) for every loaded version of the archive.
  return <EditingSession key={versionOf(root.loadSection)} api={api} browser={browser} root={root} />
}

function EditingSession({ api, browser, root }: { api: ApiClient; browser: Omit<ArchiveBrowserProps, 'loadSection'>; root: ReadyRoot }) {
  const reload = browser.onReload ?? (() => {})
  const onError = browser.onError ?? (() => {})
  const { editing, loadSection } = useArchiveEditing({ root: root.archive, loadSection: root.loadSection, api, onSaved: reload, onError })
  useReportUnsavedChanges(editing.changed)
  // The toolbar's reload drops unsaved changes: asked first.
  const askedReload = () => (!editing.changed || window.confirm(UNSAVED_CHANGES_TEXT)) && reload()
  return <ArchiveBrowser {...browser} loadSection={loadSection} editing={editing} onReload={askedReload} />
}

const versions = new WeakMap<LaneLoader, number>()
let lastVersion = 0
function versionOf(loader: LaneLoader): number {
  let version = versions.get(loader)
  if (version === undefined) versions.set(loader, (version = ++lastVersion))
  return version
}
