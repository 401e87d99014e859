import { Page } from '../Page.js'

/** entry/query?... and entry/pid/{pid}: resolve to an entry and redirect; filled by a later issue. */
export default function EntryLookupPage() {
  return <Page title="Entry" />
}
