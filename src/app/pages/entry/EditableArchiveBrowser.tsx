import type { ApiClient } from '../../../engine/api/client.js'
import { ArchiveBrowser, type ArchiveBrowserProps } from '../../../renderers/archive/ArchiveBrowser.js'
import type { LaneLoader } from '../../../renderers/archive/loader.js'
import { useArchiveEditing } from './useArchiveEditing.js'

export type EditableArchiveBrowserProps = Omit<ArchiveBrowserProps, 'editing' | 'loadSection'> & {
  api: ApiClient
  entryId: string
  root: Record<string, unknown>
  loadSection: LaneLoader
  onSaved: () => void
  onError: (error: unknown) => void
}

/** The browser with the editing of the archive, for those who may edit it. */
export function EditableArchiveBrowser({ root, onSaved, ...props }: EditableArchiveBrowserProps) {
  const { editing, loadSection } = useArchiveEditing({ api: props.api, entryId: props.entryId, root, loadSection: props.loadSection, onSaved, onError: props.onError })
  return <ArchiveBrowser {...props} loadSection={loadSection} editing={editing} />
}
