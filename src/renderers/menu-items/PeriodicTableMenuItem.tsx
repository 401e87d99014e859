/** Filter by elements: click elements of the periodic table; optionally only exclusive compositions. */
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useMemo } from 'react'
import type { MenuItem } from '../../engine/config/menu.js'
import { defaultTermsSize } from '../../engine/query/constants.js'
import { PeriodicTable } from '../search/periodic-table/PeriodicTable.js'
import { useAggregation, useFilter, useSearchQuantity } from '../search/SearchContext.js'
import type { AggregationBucket } from '../search/types.js'
import { ItemHeader, quantityLabel } from './ItemHeader.js'
import type { MenuItemRendererProps } from './types.js'

type PeriodicTableItem = Extract<MenuItem, { type: 'periodic_table' }>

export const EXCLUSIVE_LABEL = 'Only compositions that exclusively contain these atoms'

export function PeriodicTableMenuItem({ item, visible }: MenuItemRendererProps) {
  const table = item as PeriodicTableItem
  const quantity = table.search_quantity
  const def = useSearchQuantity(quantity)
  const [value, setValue] = useFilter<string[]>(quantity)
  const [exclusive, setExclusive] = useFilter<boolean>('exclusive')
  const request = useMemo(() => ({ terms: { size: defaultTermsSize(quantity, def?.info), exclude_from_search: false } }), [quantity, def])
  const aggregation = useAggregation(`${quantity}:menu_periodic_table`, quantity, request, visible)
  const counts = useMemo(() => {
    const data = aggregation.data?.data as AggregationBucket[] | undefined
    return data ? Object.fromEntries(data.map((bucket) => [String(bucket.value), bucket.count])) : undefined
  }, [aggregation.data])
  const selected = useMemo(() => new Set(value ?? []), [value])
  if (!def) throw new Error(`The quantity "${quantity}" is not available.`)

  const toggle = (symbol: string) => {
    const current = value ?? []
    setValue(current.includes(symbol) ? current.filter((item) => item !== symbol) : [...current, symbol])
  }
  return (
    <div>
      {table.show_header !== false && <ItemHeader title={table.title ?? quantityLabel(quantity)} description={def.description} />}
      <PeriodicTable counts={counts} selected={selected} onToggle={toggle} scale={table.scale} />
      <FormControlLabel
        control={<Checkbox size="small" checked={exclusive === true} onChange={(event) => setExclusive(event.target.checked ? true : undefined)} />}
        label={EXCLUSIVE_LABEL}
      />
    </div>
  )
}
