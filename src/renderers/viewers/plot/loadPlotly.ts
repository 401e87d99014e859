import type * as PlotlyNamespace from 'plotly.js-dist-min'

export type Plotly = typeof PlotlyNamespace

let loading: Promise<Plotly> | undefined

/** plotly.js is large: it is fetched the first time a plot is drawn, never in the first bundle. */
export function loadPlotly(): Promise<Plotly> {
  loading ??= import('plotly.js-dist-min').then((module) => ((module as unknown as { default?: Plotly }).default ?? (module as unknown as Plotly)))
  loading.catch(() => (loading = undefined))
  return loading
}
