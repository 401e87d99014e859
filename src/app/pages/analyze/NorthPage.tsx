import { Page } from '../Page.js'

export default function NorthPage() {
  return <Page title="Remote tools hub" />
}
