import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { userMessage } from '../../../engine/api/errors.js'
import { schemaEntriesQuery } from '../../../engine/archive/schemaEntries.js'
import { bundledStrataMetainfo } from '../../../engine/metainfo/bundled.js'
import type { Model } from '../../../engine/metainfo/index.js'
import { entryIdOfPackage, withEntryDefinitions } from '../../../renderers/archive/entryModel.js'
import { MetainfoBrowser, type SchemaEntry } from '../../../renderers/archive/MetainfoBrowser.js'
import { USAGE_PAGE_SIZE } from '../../../renderers/archive/metainfo.js'
import type { UsageBucket } from '../../../renderers/archive/UsagePanel.js'
import { useApi } from '../../api/ApiContext.js'
import { Page } from '../Page.js'

interface TermsAnswer {
  aggregations?: { program_names?: { terms?: { data?: { value: unknown; count: number }[] } } }
}

/** Schema entries listed on the root lane (entries whose archive holds definitions only). */
export const SCHEMA_ENTRIES_PAGE_SIZE = 100

type Loaded = { entryId?: string; model?: Model; error?: string }

/**
 * Analyze → Metainfo: the definitions browser; the path after /metainfo/ names the lanes. A path
 * starting with 'entry_id:{id}' browses the definitions of that schema entry (a user-defined schema).
 */
export default function MetainfoPage() {
  const api = useApi()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const base = useMemo(() => bundledStrataMetainfo(), [])
  const marker = pathname.indexOf('/metainfo')
  const root = marker < 0 ? pathname : pathname.slice(0, marker + '/metainfo'.length)
  const path = pathname
    .slice(root.length)
    .split('/')
    .filter(Boolean)
    .map((step) => decodeURIComponent(step))
  const entryId = entryIdOfPackage(path[0])
  const [loaded, setLoaded] = useState<Loaded>({})
  const [schemaEntries, setSchemaEntries] = useState<SchemaEntry[]>([])

  useEffect(() => {
    if (!entryId || loaded.entryId === entryId) return
    let live = true
    withEntryDefinitions(base, entryId, (p, body) => api.post(p, body)).then(
      (model) => live && setLoaded({ entryId, model }),
      (error: unknown) => live && setLoaded({ entryId, error: userMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [api, base, entryId, loaded.entryId])

  useEffect(() => {
    let live = true
    api
      .post<{ data?: { entry_id: string; entry_name?: string; mainfile?: string }[] }>('entries/query', {
        ...schemaEntriesQuery('visible', SCHEMA_ENTRIES_PAGE_SIZE),
        required: { include: ['entry_id', 'entry_name', 'mainfile'] },
      })
      .then(
        (answer) => live && setSchemaEntries((answer.data ?? []).map((e) => ({ entryId: e.entry_id, name: e.entry_name ?? e.mainfile ?? e.entry_id }))),
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [api])

  const queryUsage = useCallback(
    async (searchPath: string): Promise<UsageBucket[]> => {
      const answer = await api.post<TermsAnswer>('entries/query', {
        owner: 'visible',
        query: { 'quantities:any': [searchPath] },
        aggregations: { program_names: { terms: { quantity: 'results.method.simulation.program_name', pagination: { page_size: USAGE_PAGE_SIZE } } } },
        pagination: { page_size: 0 },
      })
      return (answer.aggregations?.program_names?.terms?.data ?? []).map((bucket) => ({ value: String(bucket.value), count: bucket.count }))
    },
    [api],
  )
  const current = entryId && loaded.entryId === entryId ? loaded : undefined
  if (entryId && !current)
    return (
      <Page title="Metainfo">
        <CircularProgress aria-label="loading..." />
      </Page>
    )
  return (
    <Page title="Metainfo">
      {current?.error && <Alert severity="error">{current.error}</Alert>}
      <MetainfoBrowser
        model={current?.model ?? base}
        path={path}
        onNavigate={(next) => void navigate(`${root}/${next.map(encodeURIComponent).join('/')}`)}
        queryUsage={queryUsage}
        schemaEntries={schemaEntries}
      />
    </Page>
  )
}
