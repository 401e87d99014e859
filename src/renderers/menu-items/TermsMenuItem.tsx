/**
 * A terms filter: the most frequent values as checkboxes with statistics bars (top N, or all),
 * an input with suggestions for the others, 'No options available with current query.' when empty.
 */
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { MenuItem } from '../../engine/config/menu.js'
import { defaultTermsSize } from '../../engine/query/constants.js'
import { useAggregation, useFilter, useSearchContext, useSearchQuantity } from '../search/SearchContext.js'
import type { AggregationBucket, Scalar } from '../search/types.js'
import { scaledShare } from '../search/scale.js'
import { ItemHeader, quantityLabel } from './ItemHeader.js'
import { SuggestionInput } from './SuggestionInput.js'
import { NO_OPTIONS_TEXT } from './texts.js'
import type { MenuItemRendererProps } from './types.js'

type TermsItem = Extract<MenuItem, { type: 'terms' }>

/** Enums with at most this many values show them all. */
const SHORT_ENUM = 10
/** Size used for 'show all'. */
const ALL_SIZE = 500

export interface TermsOptionsProps {
  quantity: string
  /** Number of options, or the fixed options with labels. */
  options?: number | Record<string, { label?: string; description?: string }>
  visible: boolean
  scale?: string
  showStatistics?: boolean
  aggregationId?: string
}

/** The checkbox list of a terms filter, shared with the definitions item. */
export function TermsOptions({ quantity, options, visible, scale = 'linear', showStatistics = true, aggregationId }: TermsOptionsProps) {
  const def = useSearchQuantity(quantity)
  const { statisticsEnabled } = useSearchContext()
  const [value, setValue] = useFilter<Scalar[]>(quantity)
  const [showAll, setShowAll] = useState(false)
  // short enums show every value; long ones (the elements) behave like free values
  const shortEnum = def?.dtype === 'enum' && (def.enumValues?.length ?? 0) <= SHORT_ENUM ? def.enumValues : undefined
  const fixed = typeof options === 'object' ? Object.keys(options) : shortEnum
  const topN = typeof options === 'number' ? options : fixed ? fixed.length : defaultTermsSize(quantity, def?.info)
  const size = showAll ? ALL_SIZE : Math.max(topN, 1)
  const request = useMemo(
    () => ({ terms: { size, exclude_from_search: true, ...(typeof options === 'object' && fixed ? { include: fixed } : {}) } }),
    [size, options, fixed],
  )
  const aggregation = useAggregation(aggregationId ?? `${quantity}:menu_terms`, quantity, request, visible && topN > 0)
  const selected = useMemo(() => new Set((value ?? []).map(String)), [value])
  if (topN === 0) return null

  const buckets = (aggregation.data?.data as AggregationBucket[] | undefined) ?? []
  const shown = buckets.filter((bucket) => bucket.count > 0 || selected.has(String(bucket.value)))
  for (const chosen of value ?? []) {
    if (!shown.some((bucket) => String(bucket.value) === String(chosen))) shown.push({ value: chosen, count: 0 })
  }
  const max = Math.max(0, ...shown.map((bucket) => bucket.count))
  const toggle = (option: Scalar) => {
    const current = value ?? []
    const next = current.some((item) => String(item) === String(option))
      ? current.filter((item) => String(item) !== String(option))
      : [...current, option]
    setValue(next)
  }
  const labelOf = (option: Scalar) =>
    typeof options === 'object' ? (options[String(option)]?.label ?? String(option)) : String(option)

  if (shown.length === 0 && !aggregation.loading && aggregation.data !== undefined) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {NO_OPTIONS_TEXT}
      </Typography>
    )
  }
  return (
    <div>
      {shown.map((bucket) => {
        const share = scaledShare(bucket.count, max, scale)
        return (
          <div key={String(bucket.value)} style={{ position: 'relative' }}>
            {statisticsEnabled && showStatistics && (
              <div
                aria-hidden
                style={{ position: 'absolute', inset: 0, width: `${share * 100}%`, background: 'rgba(0, 137, 255, 0.12)', borderRadius: 2 }}
              />
            )}
            <FormControlLabel
              sx={{ position: 'relative', width: '100%', m: 0, '& .MuiFormControlLabel-label': { flex: 1, display: 'flex' } }}
              control={<Checkbox size="small" checked={selected.has(String(bucket.value))} onChange={() => toggle(bucket.value)} sx={{ p: 0.5 }} />}
              label={
                <>
                  <span style={{ flex: 1 }}>{labelOf(bucket.value)}</span>
                  {statisticsEnabled && showStatistics && <span data-testid="term-count">{bucket.count}</span>}
                </>
              }
            />
          </div>
        )
      })}
      {!fixed && buckets.length >= topN && (
        <Button size="small" onClick={() => setShowAll((all) => !all)}>
          {showAll ? `Show top ${topN}` : 'Show all'}
        </Button>
      )}
    </div>
  )
}

/** Defaults of the global pseudo filters (spec 2 §3): combine is on unless switched off. */
const GLOBAL_DEFAULTS: Record<string, boolean> = { combine: true, exclusive: false }

/**
 * A terms item on a global pseudo filter (combine, exclusive): its options are switches of a single
 * boolean value, with nothing to aggregate.
 */
function GlobalOptions({ quantity, options }: { quantity: string; options: TermsItem['options'] }) {
  const [value, setValue] = useFilter<boolean>(quantity)
  const current = value ?? GLOBAL_DEFAULTS[quantity] ?? false
  const entries: [string, { label?: string; description?: string }][] = typeof options === 'object' ? Object.entries(options) : [['True', {}]]
  return (
    <div>
      {entries.map(([option, spec]) => {
        const on = option.toLowerCase() === 'true'
        return (
          <FormControlLabel
            key={option}
            title={spec.description}
            control={
              <Checkbox
                size="small"
                checked={current === on}
                onChange={(event) => {
                  const next = event.target.checked ? on : !on
                  setValue(next === (GLOBAL_DEFAULTS[quantity] ?? false) ? undefined : next)
                }}
              />
            }
            label={spec.label ?? option}
          />
        )
      })}
    </div>
  )
}

export function TermsMenuItem({ item, visible }: MenuItemRendererProps) {
  const terms = item as TermsItem
  const quantity = terms.search_quantity
  const def = useSearchQuantity(quantity)
  const [value, setValue] = useFilter<Scalar[]>(quantity)
  if (!def) throw new Error(`The quantity "${quantity}" is not available.`)
  if (def.global) return <GlobalOptions quantity={quantity} options={terms.options} />
  return (
    <div>
      {terms.show_header !== false && <ItemHeader title={terms.title ?? quantityLabel(quantity)} description={def.description} />}
      {terms.show_input !== false && (
        <SuggestionInput
          quantity={quantity}
          onSelect={(text) => {
            const parsed = def.dtype === 'int' || def.dtype === 'float' ? Number(text) : def.dtype === 'boolean' ? text === 'true' : text
            if (!(value ?? []).includes(parsed)) setValue([...(value ?? []), parsed])
          }}
        />
      )}
      <TermsOptions
        quantity={quantity}
        options={terms.options}
        visible={visible}
        scale={terms.scale}
        showStatistics={terms.show_statistics}
      />
    </div>
  )
}
