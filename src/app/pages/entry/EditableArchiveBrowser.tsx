import { ArchiveBrowser } from '../../../renderers/archive/ArchiveBrowser.js'
import type { LaneKey } from '../../../renderers/archive/lanes.js'
import { UnsavedChangesGuard } from './UnsavedChangesGuard.js'
import { useArchiveEditing } from './useArchiveEditing.js'
import type { ArchiveRootState, EntryArchive } from './useEntryArchive.js'

export interface EditableArchiveBrowserProps {
  entryId: string
  /** What useEntryArchive gave for the entry, with its root loaded. */
  archive: EntryArchive
  root: Extract<ArchiveRootState, { status: 'ready' }>
  path: LaneKey[]
  onNavigate: (path: LaneKey[]) => void
  onOpenEntry: (entryId: string) => void
}

/** An entry's archive browser (Data tab, cards), with the editing of the archive for those who may edit it. */
export function EditableArchiveBrowser({ entryId, archive, root, ...props }: EditableArchiveBrowserProps) {
  const { api, queryReferencedBy, reload, raiseError } = archive
  const { editing, loadSection } = useArchiveEditing({ api, entryId, root: root.archive, loadSection: root.loadSection, onSaved: reload, onError: raiseError })
  return (
    <>
      <UnsavedChangesGuard changed={editing?.changed ?? false} entryId={entryId} />
      <ArchiveBrowser
      {...props}
      model={root.model}
      loadSection={loadSection}
      editing={editing}
      queryReferencedBy={queryReferencedBy}
      api={api}
      entryId={entryId}
      onReload={reload}
      onError={raiseError}
      />
    </>
  )
}
