import { Page } from '../Page.js'

export default function DatasetsPage() {
  return <Page title="Your datasets" />
}
