import { Page } from '../Page.js'

export default function MetainfoPage() {
  return <Page title="Metainfo" />
}
