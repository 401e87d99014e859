import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useLocation, useNavigate } from 'react-router'
import { otherEntryPath } from '../../../../renderers/archive/entryRoutes.js'
import { laneKeyText, parseLaneKey, type LaneKey } from '../../../../renderers/archive/lanes.js'
import { EditableArchiveBrowser } from '../EditableArchiveBrowser.js'
import { useEntryArchive } from '../useEntryArchive.js'

export const NO_ARCHIVE =
  'No archive exists for this entry. Either the archive was not generated due to parsing or other processing errors (check the log tab), or the entry it self does not exist.'
export const NOT_JSON = 'Processed data is not valid JSON. Displaying plain text instead.'

/** The lane path from the URL: what follows '/entry/id/{entryId}/data/' (e.g. run:0/system:0/atoms). */
export function lanePathFromUrl(pathname: string, entryId: string): { base: string; keys: LaneKey[] } {
  const entryPart = `/entry/id/${entryId}`
  const at = pathname.lastIndexOf(entryPart)
  const base = at < 0 ? pathname.replace(/\/+$/, '') : pathname.slice(0, at + entryPart.length)
  const rest = at < 0 ? '' : pathname.slice(base.length).replace(/^\/data\/?/, '')
  return { base, keys: withIndexSegments(rest.split('/').filter(Boolean).map((k) => parseLaneKey(decodeURIComponent(k)))) }
}

/** 'run/0/system/1' (an index as its own segment, as archive paths are written) reads as 'run:0/system:1'. */
function withIndexSegments(keys: LaneKey[]): LaneKey[] {
  const merged: LaneKey[] = []
  for (const key of keys) {
    const previous = merged.at(-1)
    if (/^\d+$/.test(key.name) && key.index === undefined && previous && previous.index === undefined) merged[merged.length - 1] = { ...previous, index: Number(key.name) }
    else merged.push(key)
  }
  return merged
}

/** The entry's Data tab: the archive browser, lane by lane, with the lane path in the URL. */
export default function DataTab({ entryId }: { entryId: string }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { base, keys } = lanePathFromUrl(pathname, entryId)
  const archive = useEntryArchive(entryId)
  const { root } = archive

  if (root.status === 'loading') return <CircularProgress aria-label="loading..." />
  if (root.status === 'missing') return <Alert severity="warning">{NO_ARCHIVE}</Alert>
  if (root.status === 'text')
    return (
      <Box>
        <Alert severity="warning">{NOT_JSON}</Alert>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap' }}>
          {root.text}
        </Box>
      </Box>
    )
  return (
    <EditableArchiveBrowser
      entryId={entryId}
      archive={archive}
      root={root}
      path={keys}
      onNavigate={(next) => void navigate(`${base}/data/${next.map(laneKeyText).join('/')}`)}
      onOpenEntry={(id) => void navigate(otherEntryPath(base, id))}
    />
  )
}
