import { useParams } from 'react-router'
import { Page } from '../Page.js'

/** One dataset, by id or (for /dataset/doi/...) by DOI. */
export default function DatasetPage() {
  const params = useParams()
  return <Page title="Dataset">{params.datasetId ?? params['*']}</Page>
}
