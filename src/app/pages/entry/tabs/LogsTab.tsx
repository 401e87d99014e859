import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import { useEffect, useState } from 'react'
import { DoesNotExist } from '../../../../engine/api/errors.js'
import { LogView } from '../../../../renderers/archive/LogView.js'
import { logTexts, withProcessingErrors, type LogEntry } from '../../../../renderers/archive/logs.js'
import type { EntryMetadata } from '../../../../renderers/cards/types.js'
import { useApi } from '../../../api/ApiContext.js'
import { useErrors } from '../../../errors/ErrorsContext.js'

type LogsState = { status: 'loading' } | { status: 'loaded'; logs: LogEntry[] } | { status: 'missing' }

/** The entry's Logs tab: processing_logs of the archive, plus the entry's processing errors as ERROR items. */
export default function LogsTab({ entryId, entry }: { entryId: string; entry?: Pick<EntryMetadata, 'processing_errors'> }) {
  const api = useApi()
  const { raiseError } = useErrors()
  const [state, setState] = useState<LogsState>({ status: 'loading' })
  // By value, so that a parent passing a fresh metadata object does not refetch the logs.
  const errorsKey = JSON.stringify(Array.isArray(entry?.processing_errors) ? entry.processing_errors : [])
  useEffect(() => {
    const processingErrors = JSON.parse(errorsKey) as unknown[]
    let live = true
    api
      .post<{ data?: { archive?: { processing_logs?: LogEntry[] } } }>(`entries/${entryId}/archive/query`, { required: { processing_logs: '*' } })
      .then((answer) => {
        const logs = answer.data?.archive?.processing_logs
        if (live) setState(logs ? { status: 'loaded', logs: withProcessingErrors(logs, processingErrors) } : { status: 'missing' })
      })
      .catch((error: unknown) => {
        if (!live) return
        setState({ status: 'missing' })
        if (!(error instanceof DoesNotExist)) raiseError(error)
      })
    return () => {
      live = false
    }
  }, [api, entryId, errorsKey, raiseError])
  if (state.status === 'loading') return <CircularProgress aria-label="loading..." />
  if (state.status === 'missing') return <Alert severity="warning">{logTexts.noArchive}</Alert>
  return <LogView logs={state.logs} />
}
