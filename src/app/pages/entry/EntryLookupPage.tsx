import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import { useEffect, useState } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { userMessage } from '../../../engine/api/errors.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { PageLoading } from '../../layout/PageLoading.js'
import { Page } from '../Page.js'
import {
  isMaterialsProjectId,
  LOOKUP_MISSING_ANONYMOUS,
  LOOKUP_MISSING_LOGGED_IN,
  materialsProjectMissing,
  materialsProjectUrl,
} from './entryLookupTexts.js'

type Lookup = { key: string; entryId?: string; error?: unknown }
type Found = { data: { entry_id: string }[] }

/**
 * entry/query?external_id=... (any entry quantities) with `GET entries` and entry/pid/{pid}[/{handle}] with
 * `POST entries/query` (owner 'all'), as spec 1 §7 lists them: redirects to the first hit, or says why
 * there is none in the words of spec 1 §8.
 */
export default function EntryLookupPage() {
  const api = useApi()
  const { user } = useAuth()
  const { pid, handle } = useParams()
  const [params] = useSearchParams()
  const byPid = pid !== undefined
  const query: Record<string, string> = byPid ? { pid: handle ? `${pid}/${handle}` : pid } : Object.fromEntries(params.entries())
  const key = JSON.stringify(query)
  const [lookup, setLookup] = useState<Lookup>()

  useEffect(() => {
    const controller = new AbortController()
    const search = JSON.parse(key) as Record<string, string>
    const found = byPid
      ? api.post<Found>('entries/query', { owner: 'all', query: search, pagination: { page_size: 1 }, required: { include: ['entry_id'] } }, { signal: controller.signal })
      : api.get<Found>('entries', { ...search, page_size: 1 }, { signal: controller.signal })
    found
      .then((response) => setLookup({ key, entryId: response.data[0]?.entry_id }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLookup({ key, error })
      })
    return () => controller.abort()
  }, [api, key, byPid])

  if (lookup?.key !== key) return <PageLoading />
  if (lookup.entryId) return <Navigate to={`/entry/id/${encodeURIComponent(lookup.entryId)}`} replace />
  const externalId = query.external_id
  return (
    <Page title="Entry">
      {lookup.error ? (
        <Alert severity="error">{userMessage(lookup.error)}</Alert>
      ) : isMaterialsProjectId(externalId) ? (
        <Alert severity="info">
          {materialsProjectMissing(externalId)}{' '}
          <Link href={materialsProjectUrl(externalId)} target="_blank" rel="noreferrer">
            See {externalId} at the Materials Project
          </Link>
        </Alert>
      ) : (
        <Alert severity="error">{user ? LOOKUP_MISSING_LOGGED_IN : LOOKUP_MISSING_ANONYMOUS}</Alert>
      )}
    </Page>
  )
}
