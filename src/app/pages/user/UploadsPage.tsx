import { Page } from '../Page.js'

export default function UploadsPage() {
  return <Page title="Your uploads" />
}
