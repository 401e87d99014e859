import { lazy } from 'react'
import { LoginRequired } from '../../auth/LoginRequired.js'
import { Page } from '../Page.js'

const YourDatasets = lazy(() => import('../datasets/YourDatasets.js'))

/** Publish → Datasets (spec 1 §2): the logged-in user's datasets. */
export default function DatasetsPage() {
  return (
    <Page title="Your datasets">
      <LoginRequired>
        <YourDatasets />
      </LoginRequired>
    </Page>
  )
}
