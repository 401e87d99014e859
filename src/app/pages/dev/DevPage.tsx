import { Page } from '../Page.js'

/** Developer demo pages (datatable, editquantity, plot); filled by later issues. */
export default function DevPage({ demo }: { demo: string }) {
  return <Page title={`Developer demo: ${demo}`} />
}
