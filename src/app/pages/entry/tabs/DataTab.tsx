import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { DoesNotExist } from '../../../../engine/api/errors.js'
import { bundledStrataMetainfo } from '../../../../engine/metainfo/bundled.js'
import type { Model } from '../../../../engine/metainfo/index.js'
import { ArchiveBrowser } from '../../../../renderers/archive/ArchiveBrowser.js'
import { entryModel } from '../../../../renderers/archive/entryModel.js'
import { laneKeyText, parseLaneKey, type LaneKey } from '../../../../renderers/archive/lanes.js'
import { laneLoader } from '../../../../renderers/archive/loader.js'
import { referencedByRequest } from '../../../../renderers/archive/ReferencedBy.js'
import { useApi } from '../../../api/ApiContext.js'
import { useErrors } from '../../../errors/ErrorsContext.js'

export const NO_ARCHIVE =
  'No archive exists for this entry. Either the archive was not generated due to parsing or other processing errors (check the log tab), or the entry it self does not exist.'
export const NOT_JSON = 'Processed data is not valid JSON. Displaying plain text instead.'

type Json = Record<string, unknown>
type RootState = { status: 'loading' } | { status: 'ready'; model: Model } | { status: 'missing' } | { status: 'text'; text: string }

/** The lane path from the URL: what follows '/entry/id/{entryId}/data/' (e.g. run:0/system:0/atoms). */
export function lanePathFromUrl(pathname: string, entryId: string): { base: string; keys: LaneKey[] } {
  const entryPart = `/entry/id/${entryId}`
  const at = pathname.lastIndexOf(entryPart)
  const base = at < 0 ? pathname.replace(/\/+$/, '') : pathname.slice(0, at + entryPart.length)
  const rest = at < 0 ? '' : pathname.slice(base.length).replace(/^\/data\/?/, '')
  return { base, keys: rest.split('/').filter(Boolean).map((k) => parseLaneKey(decodeURIComponent(k))) }
}

/** The entry's Data tab: the archive browser, lane by lane, with the lane path in the URL. */
export default function DataTab({ entryId }: { entryId: string }) {
  const api = useApi()
  const { raiseError } = useErrors()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { base, keys } = lanePathFromUrl(pathname, entryId)
  const loadSection = useMemo(() => laneLoader((required) => api.post(`entries/${entryId}/archive/query`, { required })), [api, entryId])
  const [root, setRoot] = useState<RootState>({ status: 'loading' })
  const queryReferencedBy = useCallback(
    async (targetPath: string) =>
      ((await api.post<{ data?: { entry_id: string; mainfile?: string }[] }>('entries/query', referencedByRequest(entryId, targetPath))).data ?? []).map((entry) => ({
        entry_id: entry.entry_id,
        mainfile: entry.mainfile,
      })),
    [api, entryId],
  )

  useEffect(() => {
    let live = true
    const post = (path: string, body: unknown) => api.post(path, body)
    api
      .post(`entries/${entryId}/archive/query`, { required: { m_request: { depth: 1 }, metadata: { upload_id: '*' }, data: { m_def: '*' } } })
      .then(async (answer) => {
        if (typeof answer === 'string') return live && setRoot({ status: 'text', text: answer })
        const archive = (answer as { data?: { archive?: Json } }).data?.archive
        if (!archive) return live && setRoot({ status: 'missing' })
        loadSection.prime([], archive)
        const model = await entryModel(bundledStrataMetainfo(), archive, entryId, post).catch(() => bundledStrataMetainfo())
        if (live) setRoot({ status: 'ready', model })
      })
      .catch((error: unknown) => {
        if (!live) return
        if (error instanceof DoesNotExist) setRoot({ status: 'missing' })
        else {
          setRoot({ status: 'missing' })
          raiseError(error)
        }
      })
    return () => {
      live = false
    }
  }, [api, entryId, raiseError, loadSection])

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
    <ArchiveBrowser
      path={keys}
      model={root.model}
      loadSection={loadSection}
      onNavigate={(next) => void navigate(`${base}/data/${next.map(laneKeyText).join('/')}`)}
      queryReferencedBy={queryReferencedBy}
      onOpenEntry={(id) => void navigate(`${base.replace(/\/entry\/id\/[^/]+$/, '')}/entry/id/${id}`)}
      api={api}
      entryId={entryId}
    />
  )
}
