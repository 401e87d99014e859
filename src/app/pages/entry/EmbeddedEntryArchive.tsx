import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { otherEntryPath } from '../../../renderers/archive/entryRoutes.js'
import type { LaneKey } from '../../../renderers/archive/lanes.js'
import type { EmbeddedArchiveProps } from '../../../renderers/cards/types.js'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { EditableArchiveBrowser } from './EditableArchiveBrowser.js'
import { NO_ARCHIVE } from './tabs/DataTab.js'
import { useEntryArchive } from './useEntryArchive.js'
import { useUploadEditable } from './useUploadEditable.js'

/**
 * The archive browser of an entry inside a card, lanes kept in the card: opened at the root or at a
 * given path, editable for those who may edit the archive (the sections card shows it only to them).
 */
export default function EmbeddedEntryArchive(props: EmbeddedArchiveProps) {
  const { forEditors } = props
  const api = useApi()
  const { raiseError } = useErrors()
  const mayEdit = useUploadEditable(api, forEditors?.uploadId ?? '', raiseError)
  if (forEditors && !mayEdit) return <>{forEditors.readOnly}</>
  return <EmbeddedBrowser {...props} mayEdit={forEditors ? mayEdit : undefined} />
}

function EmbeddedBrowser({ entryId, height, path: opening = [], mayEdit }: EmbeddedArchiveProps & { mayEdit?: boolean }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [path, setPath] = useState<LaneKey[]>(() => opening.map((name) => ({ name })))
  const archive = useEntryArchive(entryId)
  const { root } = archive
  return (
    <Box data-testid="embedded-archive" style={{ height, overflow: 'auto' }}>
      {root.status === 'loading' ? (
        <CircularProgress aria-label="loading..." />
      ) : root.status !== 'ready' ? (
        <Alert severity="warning">{NO_ARCHIVE}</Alert>
      ) : (
        <EditableArchiveBrowser entryId={entryId} mayEdit={mayEdit} archive={archive} root={root} path={path} onNavigate={setPath} onOpenEntry={(id) => void navigate(otherEntryPath(pathname, id))} />
      )}
    </Box>
  )
}
