import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Navigate } from 'react-router'
import { DoesNotExist } from '../../../engine/api/errors.js'
import type { Dataset } from '../../../engine/api/schemas/datasets.js'
import { datasetTexts } from '../../../engine/api/schemas/datasets.js'
import { formatDateTime } from '../../../engine/format.js'
import { useApi } from '../../api/ApiContext.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { LazySearchPage } from '../search/LazySearchPage.js'
import { datasetPath, doiUrl, fetchDataset, findDatasetByDoi } from './datasetsApi.js'

type Loaded<T> = { state: 'loading' } | { state: 'missing' } | { state: 'found'; value: T }

/** One dataset: name, DOI and dates, then its entries as the Entries app's search with the dataset locked. */
export function DatasetView({ datasetId }: { datasetId: string }) {
  const api = useApi()
  const { raiseError } = useErrors()
  const { apps } = useShellSettings()
  const [dataset, setDataset] = useState<Loaded<Dataset>>({ state: 'loading' })
  const [entries, setEntries] = useState<number>()

  useEffect(() => {
    // The page mounts one view per dataset id (key), so the first state is already 'loading'.
    let active = true
    fetchDataset(api, datasetId)
      .then((value) => active && setDataset({ state: 'found', value }))
      .catch((error) => {
        if (!active) return
        setDataset({ state: 'missing' })
        if (!(error instanceof DoesNotExist)) raiseError(error)
      })
    api
      .post<{ pagination?: { total?: number } }>('entries/query', { owner: 'visible', query: { 'datasets.dataset_id': datasetId }, pagination: { page_size: 0 } })
      .then((answer) => active && setEntries(answer?.pagination?.total ?? 0))
      .catch(() => active && setEntries(0))
    return () => {
      active = false
    }
  }, [api, datasetId, raiseError])

  if (dataset.state === 'loading') return <Typography color="text.secondary">loading ...</Typography>
  if (dataset.state === 'missing') return <Alert severity="warning">{datasetTexts.emptyDataset}</Alert>
  const { value } = dataset
  const app = apps.find((candidate) => candidate.path === 'entries') ?? apps[0]
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        <Typography component="dt" color="text.secondary">Name</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="dataset-name">{value.dataset_name}</Typography>
        <Typography component="dt" color="text.secondary">DOI</Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="dataset-doi">
          {value.doi ? <a href={doiUrl(value.doi)}>{value.doi}</a> : 'no DOI assigned'}
        </Typography>
        <Typography component="dt" color="text.secondary">Created</Typography>
        <Typography component="dd" sx={{ m: 0 }}>{value.dataset_create_time ? formatDateTime(value.dataset_create_time) : ''}</Typography>
        <Typography component="dt" color="text.secondary">Modified</Typography>
        <Typography component="dd" sx={{ m: 0 }}>{value.dataset_modified_time ? formatDateTime(value.dataset_modified_time) : ''}</Typography>
        <Typography component="dt" color="text.secondary">Id</Typography>
        <Typography component="dd" sx={{ m: 0 }}>{value.dataset_id}</Typography>
      </Box>
      {entries === 0 && <Alert severity="info">{datasetTexts.emptyDataset}</Alert>}
      {entries !== undefined && entries > 0 && app && (
        <LazySearchPage title={`Entries of ${value.dataset_name}`} app={app.config} lockedFilters={{ 'datasets.dataset_id': [value.dataset_id] }} />
      )}
    </>
  )
}

/** dataset/doi/{doi...}: finds the dataset with the DOI and goes to its page (spec 1 §2). */
export function DoiResolver({ doi }: { doi: string }) {
  const api = useApi()
  const { raiseError } = useErrors()
  const [found, setFound] = useState<Loaded<string>>({ state: 'loading' })
  useEffect(() => {
    let active = true
    findDatasetByDoi(api, doi)
      .then((dataset) => active && setFound(dataset ? { state: 'found', value: dataset.dataset_id } : { state: 'missing' }))
      .catch((error) => {
        if (!active) return
        setFound({ state: 'missing' })
        raiseError(error)
      })
    return () => {
      active = false
    }
  }, [api, doi, raiseError])
  if (found.state === 'loading') return <Typography color="text.secondary">loading ...</Typography>
  if (found.state === 'missing') return <Alert severity="warning">{datasetTexts.doiNotFound}</Alert>
  return <Navigate to={datasetPath(found.value)} replace />
}
