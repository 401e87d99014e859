import Alert from '@mui/material/Alert'
import type { ApiClient } from '../../../engine/api/client.js'
import { FileBrowser } from '../../../renderers/files/index.js'
import type { EntryMetadata } from '../../../renderers/cards/types.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { ENTRY_MISSING_TEXT } from './entryTexts.js'
import { useUploadEditable } from './useUploadEditable.js'

/**
 * Files tab (spec 1 §2): the upload's file browser titled 'Entry files', opened at the mainfile
 * (`files/_mainfile`), which it highlights. `path` is what follows `files/` in the address. Writers
 * of an unpublished upload get the file-changing controls, as on the upload page (spec 3 §2.4, §6);
 * deleting the main file then leads to the upload page.
 */
export function FilesTab({ api, entry, path, base }: { api: ApiClient; entry: EntryMetadata | undefined; path: string; base: string }) {
  if (!entry?.upload_id) return <Alert severity="error">{ENTRY_MISSING_TEXT}</Alert>
  return <EntryFiles api={api} uploadId={entry.upload_id} mainfile={entry.mainfile} path={path} base={base} />
}

function EntryFiles({ api, uploadId, mainfile, path, base }: { api: ApiClient; uploadId: string; mainfile?: string; path: string; base: string }) {
  const { raiseError } = useErrors()
  const editable = useUploadEditable(api, uploadId, raiseError)
  return (
    <FileBrowser
      api={api}
      uploadId={uploadId}
      path={path || '_mainfile'}
      editable={editable}
      basePath={`${base}/files`}
      onError={raiseError}
      title="Entry files"
      highlight={mainfile}
    />
  )
}
