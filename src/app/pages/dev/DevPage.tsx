import { Page } from '../Page.js'
import { DataTableDemo } from './demos/DataTableDemo.js'
import { EditQuantityDemo } from './demos/EditQuantityDemo.js'
import { PlotDemo } from './demos/PlotDemo.js'

const DEMOS = {
  datatable: { title: 'Data table', View: DataTableDemo },
  editquantity: { title: 'Quantity editors', View: EditQuantityDemo },
  plot: { title: 'Plots', View: PlotDemo },
} as const

export type DevDemo = keyof typeof DEMOS

/** Developer demo pages (spec 1 §2): the shared components with example data, for maintainers. */
export default function DevPage({ demo }: { demo: DevDemo }) {
  const { title, View } = DEMOS[demo]
  return (
    <Page title={`Developer demo: ${title}`}>
      <View />
    </Page>
  )
}
