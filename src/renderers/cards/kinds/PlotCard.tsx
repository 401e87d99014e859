import { useMemo } from 'react'
import type { Data } from 'plotly.js-dist-min'
import { Plot } from '../../viewers/plot/Plot.js'
import { logSectionMissing } from '../archive.js'
import { axisTitle, boundNumbers } from '../binding.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** Declarative card `type: plot`: traces whose x and y are JMESPath bindings with units; without x, y is drawn against its index. */
export function PlotCard({ cardKey, card, archive }: CardRendererProps) {
  if (card.type !== 'plot') throw new Error(`card ${cardKey} is not a plot card`)
  const data = useMemo(
    () =>
      card.traces.flatMap((trace): Data[] => {
        const y = boundNumbers(archive, trace.y)
        const x = trace.x ? boundNumbers(archive, trace.x) : y?.map((_, index) => index)
        if (!x || !y) return []
        return [{ x, y, type: 'scatter', mode: trace.mode, name: trace.name ?? trace.y.label ?? trace.y.path }]
      }),
    [archive, card.traces],
  )
  if (data.length === 0) {
    logSectionMissing(card.traces.map((trace) => trace.y.path).join(', '))
    return null
  }
  const first = card.traces[0]
  const layout = {
    xaxis: { title: { text: axisTitle(card.x_axis.title ?? first.x?.label ?? (first.x ? undefined : 'index'), first.x) }, type: card.x_axis.log ? ('log' as const) : undefined },
    yaxis: { title: { text: axisTitle(card.y_axis.title ?? first.y.label, first.y) }, type: card.y_axis.log ? ('log' as const) : undefined },
    showlegend: data.length > 1,
  }
  return (
    <CardFrame title={card.title ?? cardKey}>
      <Plot data={data} layout={layout} height={card.height} label={card.title ?? cardKey} />
    </CardFrame>
  )
}
