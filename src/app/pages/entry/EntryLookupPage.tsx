import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { userMessage } from '../../../engine/api/errors.js'
import { useApi } from '../../api/ApiContext.js'
import { PageLoading } from '../../layout/PageLoading.js'
import { Page } from '../Page.js'
import { ENTRY_MISSING_TEXT } from './FilesTab.js'

type Lookup = { key: string; entryId?: string; error?: unknown }

/**
 * entry/query?external_id=... (any entry quantities) and entry/pid/{pid}[/{handle}]: finds the entry with
 * one `POST entries/query` (owner 'all', spec 1 §7) and redirects to its page, or says that it does not exist.
 */
export default function EntryLookupPage() {
  const api = useApi()
  const { pid, handle } = useParams()
  const [params] = useSearchParams()
  const query: Record<string, string> = pid ? { pid: handle ? `${pid}/${handle}` : pid } : Object.fromEntries(params.entries())
  const key = JSON.stringify(query)
  const [lookup, setLookup] = useState<Lookup>()

  useEffect(() => {
    const controller = new AbortController()
    api
      .post<{ data: { entry_id: string }[] }>(
        'entries/query',
        { owner: 'all', query: JSON.parse(key) as Record<string, string>, pagination: { page_size: 1 }, required: { include: ['entry_id'] } },
        { signal: controller.signal },
      )
      .then((response) => setLookup({ key, entryId: response.data[0]?.entry_id }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLookup({ key, error })
      })
    return () => controller.abort()
  }, [api, key])

  if (lookup?.key !== key) return <PageLoading />
  if (lookup.entryId) return <Navigate to={`/entry/id/${encodeURIComponent(lookup.entryId)}`} replace />
  return (
    <Page title="Entry">
      <Alert severity="error">{lookup.error ? userMessage(lookup.error) : ENTRY_MISSING_TEXT}</Alert>
    </Page>
  )
}
