import Alert from '@mui/material/Alert'
import type { ApiClient } from '../../../engine/api/client.js'
import { FileBrowser } from '../../../renderers/files/index.js'
import type { EntryMetadata } from '../../../renderers/cards/types.js'
import { useErrors } from '../../errors/ErrorsContext.js'

export const ENTRY_MISSING_TEXT = 'This entry does not exist.'

/**
 * Files tab (spec 1 §2): the upload's file browser titled 'Entry files', opened at the mainfile
 * (`files/_mainfile`), which it highlights. `path` is what follows `files/` in the address.
 */
export function FilesTab({ api, entry, path, base }: { api: ApiClient; entry: EntryMetadata | undefined; path: string; base: string }) {
  const { raiseError } = useErrors()
  if (!entry?.upload_id) return <Alert severity="error">{ENTRY_MISSING_TEXT}</Alert>
  return (
    <FileBrowser
      api={api}
      uploadId={entry.upload_id}
      path={path || '_mainfile'}
      editable={false}
      basePath={`${base}/files`}
      onError={raiseError}
      title="Entry files"
      highlight={entry.mainfile}
    />
  )
}
