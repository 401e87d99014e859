import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { ELEMENTS } from '../../../engine/elements.js'
import { PeriodicTable } from '../../search/periodic-table/PeriodicTable.js'
import { selectedValues, toggledValues } from '../common/filterValues.js'
import { quantityLabel } from '../common/quantityLabel.js'
import { useInView } from '../common/useInView.js'
import { WidgetFrame } from '../common/WidgetFrame.js'
import { useAggregation, useFilter, type AggregationBucket } from '../searchContext.js'
import type { WidgetOf, WidgetRendererProps } from '../types.js'

/** The aggregation asks for every element there is. */
const ELEMENT_COUNT = ELEMENTS.length

/** Counts per element on an 18×10 periodic table; click an element to add it to or remove it from the filter. */
export function PeriodicTableWidget({ widget, onEdit, onRemove }: WidgetRendererProps<WidgetOf<'periodic_table'>>) {
  const bodyRef = useRef<HTMLDivElement>(null)
  const visible = useInView(bodyRef)
  const quantity = widget.search_quantity
  const [filter, setFilter] = useFilter(quantity)
  const aggregation = useAggregation(`widget-${widget.id}`, quantity, { terms: { size: ELEMENT_COUNT } }, visible)
  const buckets = aggregation.data?.data as AggregationBucket[] | undefined
  // Before the first answer no element is disabled for lack of hits.
  const counts = buckets && Object.fromEntries(buckets.map((bucket) => [String(bucket.value), bucket.count]))

  return (
    <WidgetFrame ref={bodyRef} title={widget.title ?? quantityLabel(quantity)} description={widget.description} onEdit={onEdit} onRemove={onRemove}>
      {aggregation.error ? (
        <Typography variant="body2" color="error">
          {aggregation.error.message}
        </Typography>
      ) : (
        <PeriodicTable showCounts counts={counts} selected={selectedValues(filter)} onToggle={(element: string) => setFilter(toggledValues(filter, element))} scale={widget.scale} />
      )}
    </WidgetFrame>
  )
}
