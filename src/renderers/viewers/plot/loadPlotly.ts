import type * as PlotlyNamespace from 'plotly.js-dist-min'
import { lazyModule } from '../../lazyModule.js'

export type Plotly = typeof PlotlyNamespace

/** plotly.js is large: it is fetched the first time a plot is drawn, never in the first bundle. */
export const loadPlotly = lazyModule(() =>
  import('plotly.js-dist-min').then((module) => (module as unknown as { default?: Plotly }).default ?? (module as unknown as Plotly)),
)
