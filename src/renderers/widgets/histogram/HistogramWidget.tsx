import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { formatDate, formatNumber } from '../../../engine/format.js'
import { HistogramBars } from '../../search/charts/HistogramBars.js'
import { RangeInputs } from '../../search/charts/RangeInputs.js'
import { rangeOf } from '../common/filterValues.js'
import { quantityLabel } from '../common/quantityLabel.js'
import { useAxisUnit } from '../common/useAxisUnit.js'
import { useInView } from '../common/useInView.js'
import { WidgetFrame } from '../common/WidgetFrame.js'
import { useAggregation, useFilter, useSearchContext } from '../searchContext.js'
import type { WidgetOf, WidgetRendererProps } from '../types.js'
import { histogramBins, rangeBounds, rangeFilter } from './histogramBins.js'

/** The distribution of a numeric or date quantity; click or drag across bars to filter by a range. */
export function HistogramWidget({ widget, onEdit, onRemove }: WidgetRendererProps<WidgetOf<'histogram'>>) {
  const bodyRef = useRef<HTMLDivElement>(null)
  const visible = useInView(bodyRef)
  const quantity = widget.x.search_quantity
  const context = useSearchContext()
  const dtype = context.quantity(quantity)?.dtype
  const timestamp = dtype === 'timestamp'
  const [filter, setFilter] = useFilter(quantity)
  const request = dtype === 'int' ? { histogram: { interval: 1, exclude_from_search: true } } : { histogram: { buckets: widget.nbins, exclude_from_search: true } }
  const aggregation = useAggregation(`widget-${widget.id}`, quantity, request, visible)
  const axis = useAxisUnit(quantity, widget.x.unit)

  const bins = histogramBins(aggregation.data)
  const selected = rangeBounds(rangeOf(filter))
  const format = (value: number) => (timestamp ? formatDate(value) : formatNumber(axis.toDisplay(value)))
  const title = widget.title ?? widget.x.title ?? quantityLabel(quantity)

  return (
    <WidgetFrame
      ref={bodyRef}
      title={axis.label ? `${title} (${axis.label})` : title}
      description={widget.description}
      onEdit={onEdit}
      onRemove={onRemove}
      footer={
        widget.show_input && (
          <RangeInputs
            min={selected?.gte === undefined ? undefined : timestamp ? selected.gte : axis.toDisplay(selected.gte)}
            max={selected?.lte === undefined ? undefined : timestamp ? selected.lte : axis.toDisplay(selected.lte)}
            timestamp={timestamp}
            format={(value) => String(Number(value.toPrecision(15)))}
            onCommit={({ min, max }) =>
              setFilter(rangeFilter(min === undefined || timestamp ? min : axis.fromDisplay(min), max === undefined || timestamp ? max : axis.fromDisplay(max), timestamp))
            }
          />
        )
      }
    >
      {aggregation.error ? (
        <Typography variant="body2" color="error">
          {aggregation.error.message}
        </Typography>
      ) : (
        <HistogramBars
          bins={bins}
          scale={widget.y.scale}
          selected={selected}
          formatValue={format}
          onSelect={({ gte, lte }) => setFilter(rangeFilter(gte, lte, timestamp))}
        />
      )}
    </WidgetFrame>
  )
}
