import { useMemo } from 'react'
import type { Data } from 'plotly.js-dist-min'
import { Plot } from '../../viewers/plot/Plot.js'
import { logSectionMissing } from '../archive.js'
import { boundNumbers, unitOf } from '../binding.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

const axisTitle = (title: string | undefined, unit: string | undefined) => (title ? (unit ? `${title} (${unit})` : title) : unit)

/** Declarative card `type: plot`: traces whose x and y are JMESPath bindings with units. */
export function PlotCard({ cardKey, card, archive }: CardRendererProps) {
  if (card.type !== 'plot') throw new Error(`card ${cardKey} is not a plot card`)
  const data = useMemo(
    () =>
      card.traces.flatMap((trace): Data[] => {
        const x = boundNumbers(archive, trace.x)
        const y = boundNumbers(archive, trace.y)
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
    xaxis: { title: { text: axisTitle(card.x_axis.title ?? first.x.label, unitOf(first.x)) }, type: card.x_axis.log ? ('log' as const) : undefined },
    yaxis: { title: { text: axisTitle(card.y_axis.title ?? first.y.label, unitOf(first.y)) }, type: card.y_axis.log ? ('log' as const) : undefined },
    showlegend: data.length > 1,
  }
  return (
    <CardFrame title={card.title ?? cardKey}>
      <Plot data={data} layout={layout} height={card.height} label={card.title ?? cardKey} />
    </CardFrame>
  )
}
