import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import type { Dataset } from '../../../engine/api/schemas/datasets.js'
import { userMessage } from '../../../engine/api/errors.js'
import { datasetTexts } from '../../../engine/api/schemas/datasets.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { ConfirmDialog } from '../uploads/ConfirmDialog.js'
import { assignDoi, DEFAULT_DATASETS_QUERY, deleteDataset, fetchDatasets, type DatasetsQuery } from './datasetsApi.js'
import { DatasetsTable } from './DatasetsTable.js'

type Pending = { action: 'delete' | 'doi'; dataset: Dataset }

/**
 * Publish → Datasets: the user's datasets (spec 1 §2, §9). Deleting and assigning a DOI ask first
 * (spec 1 §8); the server refuses deleting a dataset with a DOI, and its message is shown.
 */
export default function YourDatasets() {
  const api = useApi()
  const { user } = useAuth()
  const { dataciteEnabled } = useShellSettings()
  const { raiseError } = useErrors()
  const [query, setQuery] = useState<DatasetsQuery>(DEFAULT_DATASETS_QUERY)
  const [page, setPage] = useState<{ data: Dataset[]; total: number }>()
  const [pending, setPending] = useState<Pending>()
  const [refused, setRefused] = useState<string>()

  const [refreshKey, setRefreshKey] = useState(0)

  useEffect(() => {
    let active = true
    fetchDatasets(api, { ...query, user_id: user?.sub }).then(
      (answer) => active && setPage({ data: answer.data, total: answer.pagination.total }),
      raiseError,
    )
    return () => {
      active = false
    }
  }, [api, query, user?.sub, raiseError, refreshKey])

  const confirm = async () => {
    if (!pending) return
    setPending(undefined)
    setRefused(undefined)
    try {
      if (pending.action === 'delete') await deleteDataset(api, pending.dataset.dataset_id)
      else await assignDoi(api, pending.dataset.dataset_id)
    } catch (error) {
      // The server's reason (e.g. a dataset with a DOI cannot be removed) stays next to the table.
      setRefused(userMessage(error))
    }
    setRefreshKey((key) => key + 1)
  }

  return (
    <>
      {refused && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefused(undefined)}>
          {refused}
        </Alert>
      )}
      {page && (
        <DatasetsTable
          datasets={page.data}
          total={page.total}
          query={query}
          doiEnabled={dataciteEnabled}
          onQuery={(change) => setQuery({ ...query, ...change })}
          onDelete={(dataset) => setPending({ action: 'delete', dataset })}
          onAssignDoi={(dataset) => setPending({ action: 'doi', dataset })}
        />
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title={pending?.action === 'doi' ? 'Assign a DOI' : 'Delete the dataset'}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void confirm()}
      >
        {pending?.action === 'doi' ? datasetTexts.confirmDoi : datasetTexts.confirmDelete}
      </ConfirmDialog>
    </>
  )
}
