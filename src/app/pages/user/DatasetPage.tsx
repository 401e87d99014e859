import { lazy } from 'react'
import { useParams } from 'react-router'
import { Page } from '../Page.js'

const DatasetView = lazy(() => import('../datasets/DatasetView.js').then((module) => ({ default: module.DatasetView })))
const DoiResolver = lazy(() => import('../datasets/DatasetView.js').then((module) => ({ default: module.DoiResolver })))

/** One dataset, by id or (for /dataset/doi/...) by DOI. */
export default function DatasetPage() {
  const params = useParams()
  return (
    <Page title="Dataset">
      {params.datasetId !== undefined ? <DatasetView key={params.datasetId} datasetId={params.datasetId} /> : <DoiResolver doi={params['*'] ?? ''} />}
    </Page>
  )
}
