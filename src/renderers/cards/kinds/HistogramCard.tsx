import { useMemo } from 'react'
import type { Data } from 'plotly.js-dist-min'
import { Plot } from '../../viewers/plot/Plot.js'
import { logSectionMissing } from '../archive.js'
import { axisTitle, boundNumbers } from '../binding.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** Declarative card `type: histogram`: how often the bound numbers fall in each bin. */
export function HistogramCard({ cardKey, card, archive }: CardRendererProps) {
  if (card.type !== 'histogram') throw new Error(`card ${cardKey} is not a histogram card`)
  const values = useMemo(() => boundNumbers(archive, card.values), [archive, card.values])
  if (!values || values.length === 0) {
    logSectionMissing(card.values.path)
    return null
  }
  const data: Data[] = [{ type: 'histogram', x: values, ...(card.bins && { nbinsx: card.bins }), name: card.values.label ?? card.values.path }]
  const layout = {
    xaxis: { title: { text: axisTitle(card.x_axis.title ?? card.values.label, card.values) }, type: card.x_axis.log ? ('log' as const) : undefined },
    yaxis: { title: { text: 'count' } },
  }
  return (
    <CardFrame title={card.title ?? cardKey}>
      <Plot data={data} layout={layout} height={card.height} label={card.title ?? cardKey} />
    </CardFrame>
  )
}
