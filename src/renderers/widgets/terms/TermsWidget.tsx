import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { TermsBars, TERMS_ROW_HEIGHT } from '../../search/charts/TermsBars.js'
import { WidgetFrame } from '../common/WidgetFrame.js'
import { quantityLabel } from '../common/quantityLabel.js'
import { selectedValues, toggledValues } from '../common/filterValues.js'
import { useElementHeight } from '../common/useElementHeight.js'
import { useInView } from '../common/useInView.js'
import { useAggregation, useFilter, useSearchContext, type AggregationBucket } from '../searchContext.js'
import type { WidgetOf, WidgetRendererProps } from '../types.js'
import { termsShowingText } from './termsText.js'

const INPUT_HEIGHT = 48

/** How the widget's `query_mode` combines the chosen values: and → all of them, or → any of them. */
export const QUERY_MODES = { and: 'all', or: 'any' } as const

/** The most frequent values of a quantity as bars; click one to add it to or remove it from the filter. */
export function TermsWidget({ widget, onEdit, onRemove }: WidgetRendererProps<WidgetOf<'terms'>>) {
  const bodyRef = useRef<HTMLDivElement>(null)
  const visible = useInView(bodyRef)
  const height = useElementHeight(bodyRef, 5 * TERMS_ROW_HEIGHT + (widget.show_input ? INPUT_HEIGHT : 0))
  const size = Math.max(1, Math.floor((height - (widget.show_input ? INPUT_HEIGHT : 0)) / TERMS_ROW_HEIGHT))
  const quantity = widget.search_quantity
  const [filter] = useFilter(quantity)
  const context = useSearchContext()
  const chosenMode = widget.query_mode && QUERY_MODES[widget.query_mode]
  const mode = chosenMode ?? context.queryModes?.[quantity] ?? context.quantity(quantity)?.queryMode ?? 'any'
  // With 'any' the other values stay on offer beside the chosen ones; with 'all' the counts are of the entries having all of them.
  const aggregation = useAggregation(`widget-${widget.id}`, quantity, { terms: { size, exclude_from_search: mode === 'any' } }, visible)
  const [input, setInput] = useState('')

  const buckets = (aggregation.data?.data ?? []) as AggregationBucket[]
  const items = buckets.slice(0, size).map((bucket) => ({ value: String(bucket.value), count: bucket.count }))
  const selected = selectedValues(filter)
  const toggle = (value: string) => context.setFilter(quantity, toggledValues(filter, value), chosenMode)

  return (
    <WidgetFrame
      ref={bodyRef}
      title={widget.title ?? quantityLabel(quantity)}
      description={widget.description}
      onEdit={onEdit}
      onRemove={onRemove}
      footer={
        aggregation.data && (
          <Typography variant="caption" color="text.secondary">
            {termsShowingText(items.length, size)}
          </Typography>
        )
      }
    >
      {widget.show_input && (
        <TextField
          size="small"
          fullWidth
          label="Search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && input.trim() !== '') {
              if (!selected.has(input.trim())) toggle(input.trim())
              setInput('')
            }
          }}
          sx={{ my: 0.5 }}
        />
      )}
      {aggregation.error ? (
        <Typography variant="body2" color="error">
          {aggregation.error.message}
        </Typography>
      ) : (
        <TermsBars items={items} selected={selected} onToggle={toggle} scale={widget.scale} />
      )}
    </WidgetFrame>
  )
}
