/**
 * Search by user-defined (schema) quantities (spec 2 §5, §7): rows of quantity, operator and value;
 * Search is enabled only when every row has a quantity and a value. The searchable quantities come
 * from one entries/query call, sent without a loading indicator.
 */
import Add from '@mui/icons-material/Add'
import Delete from '@mui/icons-material/Delete'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItemMui from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useFilter, useSearchContext } from '../search/SearchContext.js'
import type { CustomQuantityRow } from '../search/types.js'
import { ItemHeader } from './ItemHeader.js'
import { NO_CUSTOM_QUANTITIES_TEXT } from './texts.js'
import type { MenuItemRendererProps } from './types.js'

/** Operators and how they are shown (spec 2 §5): ranges only for numbers and dates. */
export const OPERATOR_LABELS: Record<CustomQuantityRow['op'], string> = { search: '=', lt: '<', lte: '<=', gte: '=>', gt: '>' }
const ORDERED_TYPES = new Set(['Int', 'Float', 'Timestamp'])
const VALUE_KEY_TYPES: Record<string, string> = {
  int_value: 'Int',
  float_value: 'Float',
  datetime_value: 'Timestamp',
  str_value: 'String',
  bool_value: 'Boolean',
}

export interface CustomQuantityOption {
  id: string
  dtype: string
}

interface PathsAnswer {
  aggregations?: { paths?: { terms?: { data?: { value: string; entries?: { search_quantities?: Record<string, unknown>[] }[] }[] } } }
}

/** The request of spec 2 §7 that lists searchable custom quantities. */
export const CUSTOM_QUANTITIES_REQUEST = {
  owner: 'visible',
  query: { 'quantities:any': ['data', 'nexus'] },
  pagination: { page_size: 0 },
  aggregations: {
    paths: {
      terms: {
        quantity: 'search_quantities.id',
        size: 1000,
        entries: { size: 1, required: { include: ['search_quantities.id', 'search_quantities.definition'] } },
      },
    },
  },
}

function dtypeOf(id: string, entries: { search_quantities?: Record<string, unknown>[] }[] | undefined): string {
  for (const entry of entries ?? []) {
    const row = entry.search_quantities?.find((quantity) => quantity.id === id)
    const key = row && Object.keys(row).find((name) => name in VALUE_KEY_TYPES)
    if (key) return VALUE_KEY_TYPES[key]
  }
  return 'String'
}

function readValue(text: string, dtype: string): string | number | boolean {
  if (dtype === 'Int' || dtype === 'Float') return Number(text)
  if (dtype === 'Boolean') return text === 'true'
  return text
}

type EditRow = { id: string; dtype: string; op: CustomQuantityRow['op']; text: string }

export function CustomQuantitiesMenuItem({ item, visible }: MenuItemRendererProps) {
  const { api } = useSearchContext()
  const [filter, setFilter] = useFilter<CustomQuantityRow[]>('custom_quantities')
  const [options, setOptions] = useState<CustomQuantityOption[] | undefined>(undefined)
  const [rows, setRows] = useState<EditRow[]>(() =>
    filter?.length ? filter.map((row) => ({ id: row.id, dtype: row.dtype, op: row.op, text: String(row.value) })) : [{ id: '', dtype: 'String', op: 'search', text: '' }],
  )

  useEffect(() => {
    if (!visible || options !== undefined) return
    let live = true
    api
      .post<PathsAnswer>('entries/query', CUSTOM_QUANTITIES_REQUEST)
      .then((answer) => {
        const data = answer.aggregations?.paths?.terms?.data ?? []
        if (live) setOptions(data.map((bucket) => ({ id: bucket.value, dtype: dtypeOf(bucket.value, bucket.entries) })))
      })
      .catch(() => live && setOptions([]))
    return () => {
      live = false
    }
  }, [visible, options, api])

  const complete = rows.every((row) => row.id !== '' && row.text.trim() !== '')
  const update = (index: number, change: Partial<EditRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)))

  return (
    <div>
      {item.show_header !== false && <ItemHeader title={item.title ?? 'Custom quantities'} />}
      {options !== undefined && options.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {NO_CUSTOM_QUANTITIES_TEXT}
        </Typography>
      )}
      {rows.map((row, index) => (
        <div key={index} style={{ display: 'flex', gap: 4, alignItems: 'center', marginBottom: 8 }}>
          <Autocomplete
            size="small"
            sx={{ flex: 2 }}
            options={options ?? []}
            getOptionLabel={(option) => option.id}
            value={options?.find((option) => option.id === row.id) ?? null}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, chosen) =>
              update(index, { id: chosen?.id ?? '', dtype: chosen?.dtype ?? 'String', op: chosen && ORDERED_TYPES.has(chosen.dtype) ? row.op : 'search' })
            }
            renderInput={(params) => <TextField {...params} placeholder="Quantity" />}
          />
          <Select
            size="small"
            value={row.op}
            aria-label="Operator"
            onChange={(event) => update(index, { op: event.target.value as EditRow['op'] })}
          >
            {(Object.keys(OPERATOR_LABELS) as EditRow['op'][])
              .filter((op) => op === 'search' || ORDERED_TYPES.has(row.dtype))
              .map((op) => (
                <MenuItemMui key={op} value={op}>
                  {OPERATOR_LABELS[op]}
                </MenuItemMui>
              ))}
          </Select>
          <TextField
            size="small"
            sx={{ flex: 1 }}
            placeholder="Value"
            value={row.text}
            onChange={(event) => update(index, { text: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': 'Value' } }}
          />
          <IconButton size="small" aria-label="Remove row" onClick={() => setRows(rows.length > 1 ? rows.filter((_, i) => i !== index) : [{ id: '', dtype: 'String', op: 'search', text: '' }])}>
            <Delete fontSize="small" />
          </IconButton>
        </div>
      ))}
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <IconButton size="small" aria-label="Add row" onClick={() => setRows([...rows, { id: '', dtype: 'String', op: 'search', text: '' }])}>
          <Add fontSize="small" />
        </IconButton>
        <div>
          <Button size="small" onClick={() => setFilter(undefined)} disabled={!filter}>
            Clear
          </Button>
          <Button
            size="small"
            variant="contained"
            disabled={!complete}
            onClick={() => setFilter(rows.map((row) => ({ id: row.id, dtype: row.dtype, op: row.op, value: readValue(row.text.trim(), row.dtype) })))}
          >
            Search
          </Button>
        </div>
      </div>
    </div>
  )
}
