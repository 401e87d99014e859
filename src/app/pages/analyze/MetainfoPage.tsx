import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { bundledStrataMetainfo } from '../../../engine/metainfo/bundled.js'
import { MetainfoBrowser } from '../../../renderers/archive/MetainfoBrowser.js'
import { USAGE_PAGE_SIZE } from '../../../renderers/archive/metainfo.js'
import type { UsageBucket } from '../../../renderers/archive/UsagePanel.js'
import { useApi } from '../../api/ApiContext.js'
import { Page } from '../Page.js'

interface TermsAnswer {
  aggregations?: { program_names?: { terms?: { data?: { value: unknown; count: number }[] } } }
}

/** Analyze → Metainfo: the definitions browser; the path after /metainfo/ names the lanes. */
export default function MetainfoPage() {
  const api = useApi()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const model = useMemo(() => bundledStrataMetainfo(), [])
  const marker = pathname.indexOf('/metainfo')
  const base = marker < 0 ? pathname : pathname.slice(0, marker + '/metainfo'.length)
  const path = pathname
    .slice(base.length)
    .split('/')
    .filter(Boolean)
    .map((step) => decodeURIComponent(step))
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
  return (
    <Page title="Metainfo">
      <MetainfoBrowser model={model} path={path} onNavigate={(next) => void navigate(`${base}/${next.map(encodeURIComponent).join('/')}`)} queryUsage={queryUsage} />
    </Page>
  )
}
