import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ArchiveBrowser } from '../../../renderers/archive/ArchiveBrowser.js'
import type { LaneKey } from '../../../renderers/archive/lanes.js'
import type { EmbeddedArchiveProps } from '../../../renderers/cards/types.js'
import { lanePathFromUrl, NO_ARCHIVE } from './tabs/DataTab.js'
import { useEntryArchive } from './useEntryArchive.js'

/** The archive browser of an entry inside a card: opened at the root path, lanes kept in the card. */
export default function EmbeddedEntryArchive({ entryId, height }: EmbeddedArchiveProps) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [path, setPath] = useState<LaneKey[]>([])
  const { api, root, queryReferencedBy, reload, raiseError } = useEntryArchive(entryId)
  const { base } = lanePathFromUrl(pathname, entryId)
  return (
    <Box data-testid="embedded-archive" style={{ height, overflow: 'auto' }}>
      {root.status === 'loading' ? (
        <CircularProgress aria-label="loading..." />
      ) : root.status !== 'ready' ? (
        <Alert severity="warning">{NO_ARCHIVE}</Alert>
      ) : (
        <ArchiveBrowser
          path={path}
          model={root.model}
          loadSection={root.loadSection}
          onNavigate={setPath}
          queryReferencedBy={queryReferencedBy}
          onOpenEntry={(id) => void navigate(`${base.replace(/\/entry\/id\/[^/]+$/, '')}/entry/id/${id}`)}
          api={api}
          entryId={entryId}
          onReload={reload}
          onError={raiseError}
        />
      )}
    </Box>
  )
}
