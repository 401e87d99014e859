import { lazy, Suspense, useMemo } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { ArchiveBrowser, type ArchiveBrowserProps } from '../../../renderers/archive/ArchiveBrowser.js'
import { ElnEnvironmentProvider, type ElnEnvironment, type SearchPickerProps } from '../../../renderers/archive/elnEnvironment.js'
import type { LaneKey } from '../../../renderers/archive/lanes.js'
import type { LaneLoader } from '../../../renderers/archive/loader.js'
import { UNSAVED_CHANGES_TEXT, useReportUnsavedChanges } from './UnsavedChanges.js'
import { EDITABLE_MAINFILE, useArchiveEditing } from './useArchiveEditing.js'
import type { ArchiveRootState, EntryArchive } from './useEntryArchive.js'
import { useUploadEditable } from './useUploadEditable.js'
import { useAuth } from '../../auth/AuthContext.js'

// The search UI of the query-edit dialog loads only when that dialog opens.
const QuerySearchPicker = lazy(() => import('./QuerySearchPicker.js'))
function LazySearchPicker(props: SearchPickerProps) {
  return (
    <Suspense fallback={null}>
      <QuerySearchPicker {...props} />
    </Suspense>
  )
}

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

/** What the ELN editors of the entry need: its upload and mainfile, the user, the definitions, the search UI. */
function useElnEnvironmentOf(api: ApiClient, browser: Omit<ArchiveBrowserProps, 'loadSection'>, root: ReadyRoot): ElnEnvironment {
  const auth = useAuth()
  const metadata = (root.archive.metadata ?? {}) as Record<string, unknown>
  const uploadId = typeof metadata.upload_id === 'string' ? metadata.upload_id : undefined
  const mainfile = typeof metadata.mainfile === 'string' ? metadata.mainfile : undefined
  const userId = auth.status === 'authenticated' ? auth.user?.sub : undefined
  const { entryId, onError } = browser
  return useMemo(() => ({ api, entryId, uploadId, mainfile, userId, model: root.model, onError, SearchPicker: LazySearchPicker }), [api, entryId, uploadId, mainfile, userId, root.model, onError])
}

function EditingSession({ api, browser, root }: { api: ApiClient; browser: Omit<ArchiveBrowserProps, 'loadSection'>; root: ReadyRoot }) {
  const environment = useElnEnvironmentOf(api, browser, root)
  const reload = browser.onReload ?? (() => {})
  const onError = browser.onError ?? (() => {})
  const { editing, loadSection } = useArchiveEditing({ root: root.archive, loadSection: root.loadSection, api, onSaved: reload, onError })
  useReportUnsavedChanges(editing.changed)
  // The toolbar's reload drops unsaved changes: asked first.
  const askedReload = () => (!editing.changed || window.confirm(UNSAVED_CHANGES_TEXT)) && reload()
  return (
    <ElnEnvironmentProvider value={environment}>
      <ArchiveBrowser {...browser} loadSection={loadSection} editing={editing} onReload={askedReload} />
    </ElnEnvironmentProvider>
  )
}

const versions = new WeakMap<LaneLoader, number>()
let lastVersion = 0
function versionOf(loader: LaneLoader): number {
  let version = versions.get(loader)
  if (version === undefined) versions.set(loader, (version = ++lastVersion))
  return version
}
