/**
 * A range filter over a number or timestamp: a histogram of the current hits (30 bins by default,
 * 10–50), a slider with 20 steps and two inputs. Edits stay local until Enter, blur or slider release.
 */
import MenuItemMui from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Slider from '@mui/material/Slider'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { useMemo, useState } from 'react'
import type { MenuItem } from '../../engine/config/menu.js'
import { useAggregation, useFilter, useSearchContext, useSearchQuantity } from '../search/SearchContext.js'
import { scaledShare } from '../search/scale.js'
import type { AggregationBucket, RangeValue } from '../search/types.js'
import { ItemHeader, quantityLabel } from './ItemHeader.js'
import { checkRange, formatBound, widenTimestampRange } from './rangeInput.js'
import type { MenuItemRendererProps } from './types.js'

type HistogramItem = Extract<MenuItem, { type: 'histogram' }>

export const SLIDER_STEPS = 20
export const BIN_CHOICES = [10, 20, 30, 40, 50]

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value
  if (typeof value === 'string') {
    const parsed = Number.isNaN(Number(value)) ? Date.parse(value) : Number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

export function HistogramMenuItem({ item, visible }: MenuItemRendererProps) {
  const histogram = item as HistogramItem
  const quantity = histogram.x.search_quantity
  const def = useSearchQuantity(quantity)
  const { units, statisticsEnabled } = useSearchContext()
  const [filter, setFilter] = useFilter<RangeValue>(quantity)
  const [nbins, setNbins] = useState(histogram.nbins ?? 30)
  if (!def) throw new Error(`The quantity "${quantity}" is not available.`)
  const timestamp = def.dtype === 'timestamp'
  const integer = def.dtype === 'int'

  const request = useMemo(
    () => ({ histogram: integer ? { interval: 1, exclude_from_search: true } : { buckets: nbins, exclude_from_search: true } }),
    [integer, nbins],
  )
  const aggregation = useAggregation(`${quantity}:menu_histogram`, quantity, request, visible)
  const buckets = ((aggregation.data?.data as AggregationBucket[] | undefined) ?? []).filter((bucket) => toNumber(bucket.value) !== undefined)
  const interval = typeof aggregation.data?.interval === 'number' ? aggregation.data.interval : 0
  const dataMin = buckets.length ? toNumber(buckets[0].value) : undefined
  const lastBucket = buckets.at(-1)
  const dataMax = lastBucket ? (toNumber(lastBucket.to) ?? (toNumber(lastBucket.value) ?? 0) + interval) : undefined

  // display conversions: stored (SI, ms for dates) ↔ shown
  const show = (value: number | undefined) => (value === undefined || timestamp ? value : units.toDisplay(value, quantity))
  const store = (value: number | undefined) => (value === undefined || timestamp ? value : units.fromDisplay(value, quantity))
  const filterMin = toNumber(filter?.gte ?? filter?.gt)
  const filterMax = toNumber(filter?.lte ?? filter?.lt)

  // the inputs follow the filter (and the display unit) until the user edits them
  const shownMin = formatBound(show(filterMin), timestamp)
  const shownMax = formatBound(show(filterMax), timestamp)
  const [minText, setMinText] = useState(shownMin)
  const [maxText, setMaxText] = useState(shownMax)
  const [slider, setSlider] = useState<[number, number] | undefined>(undefined)
  const [synced, setSynced] = useState(`${shownMin}|${shownMax}`)
  if (synced !== `${shownMin}|${shownMax}`) {
    setSynced(`${shownMin}|${shownMax}`)
    setMinText(shownMin)
    setMaxText(shownMax)
    setSlider(undefined)
  }

  const check = checkRange(minText, maxText, timestamp)

  const commit = (min: number | undefined, max: number | undefined) => {
    if (min === undefined && max === undefined) return setFilter(undefined)
    const toValue = (bound: number | undefined) => (bound === undefined ? undefined : timestamp ? new Date(bound).toISOString() : bound)
    const next: RangeValue = {}
    if (min !== undefined) next.gte = toValue(min)
    if (max !== undefined) next.lte = toValue(max)
    setFilter(next)
  }
  const commitInputs = () => {
    if (!check.ok) return
    const min = store(check.min)
    const max = store(check.max)
    if (min === filterMin && max === filterMax) return
    commit(min, max)
  }

  const low = dataMin ?? filterMin
  const high = dataMax ?? filterMax
  const hasRange = low !== undefined && high !== undefined && high > low
  // 20 steps over the data range; whole steps for integers
  const step = !hasRange ? 1 : integer ? Math.max(1, Math.round((high - low) / SLIDER_STEPS)) : (high - low) / SLIDER_STEPS
  const sliderValue: [number, number] = slider ?? [filterMin ?? low ?? 0, filterMax ?? high ?? 0]
  const max = Math.max(0, ...buckets.map((bucket) => bucket.count))
  const unit = timestamp ? undefined : units.displayUnit(quantity)
  const onKey = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') commitInputs()
  }

  return (
    <div>
      {histogram.show_header !== false && (
        <ItemHeader
          title={histogram.x.title ?? histogram.title ?? quantityLabel(quantity)}
          description={def.description}
          unit={unit}
          actions={
            !integer && (
              <Select size="small" variant="standard" value={nbins} onChange={(event) => setNbins(Number(event.target.value))} aria-label="Number of bins">
                {BIN_CHOICES.map((choice) => (
                  <MenuItemMui key={choice} value={choice}>
                    {choice}
                  </MenuItemMui>
                ))}
              </Select>
            )
          }
        />
      )}
      {statisticsEnabled && histogram.show_statistics !== false && (
        <div data-testid="histogram-bars" style={{ display: 'flex', alignItems: 'flex-end', height: 60, gap: 1 }}>
          {buckets.map((bucket, index) => (
            <Tooltip key={index} title={`${bucket.count}`} disableInteractive>
              <div
                style={{
                  flex: 1,
                  height: `${Math.max(bucket.count > 0 ? 4 : 0, scaledShare(bucket.count, max, histogram.y?.scale ?? 'linear') * 100)}%`,
                  background: 'rgba(0, 137, 255, 0.5)',
                }}
              />
            </Tooltip>
          ))}
        </div>
      )}
      {hasRange && (
        <Slider
          size="small"
          min={low}
          max={high}
          step={step}
          value={sliderValue}
          disableSwap
          aria-label={`Range of ${quantityLabel(quantity)}`}
          onChange={(_, value) => {
            const [a, b] = value as number[]
            setSlider(timestamp ? widenTimestampRange(a, b) : [a, b])
            setMinText(formatBound(show(timestamp ? widenTimestampRange(a, b)[0] : a), timestamp))
            setMaxText(formatBound(show(timestamp ? widenTimestampRange(a, b)[1] : b), timestamp))
          }}
          onChangeCommitted={(_, value) => {
            const [a, b] = value as number[]
            const [min, max] = timestamp ? widenTimestampRange(a, b) : [a, b]
            commit(min, max)
          }}
        />
      )}
      {histogram.show_input !== false && (
        <div style={{ display: 'flex', gap: 8 }}>
          <TextField
            size="small"
            label={timestamp ? 'Start time' : 'Min'}
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
            onBlur={commitInputs}
            onKeyDown={onKey}
            error={!check.ok && check.minError !== undefined}
            helperText={!check.ok ? check.minError : undefined}
          />
          <TextField
            size="small"
            label={timestamp ? 'End time' : 'Max'}
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            onBlur={commitInputs}
            onKeyDown={onKey}
            error={!check.ok && check.maxError !== undefined}
            helperText={!check.ok ? check.maxError : undefined}
          />
        </div>
      )}
    </div>
  )
}
