/**
 * OPTIMADE filters, one per row, validated as you type (debounced 500 ms): first by the grammar here
 * (loaded lazily), then by the server (`verify_only`, spec 2 §7), which also knows the properties;
 * valid rows become the `optimade_filter` filter.
 */
import Add from '@mui/icons-material/Add'
import Delete from '@mui/icons-material/Delete'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState } from 'react'
import { SEARCH_CONSTANTS } from '../../engine/query/constants.js'
import { lazyModule } from '../lazyModule.js'
import { useFilter, useSearchContext } from '../search/SearchContext.js'
import { ItemHeader } from './ItemHeader.js'
import { OPTIMADE_PARSE_ERROR } from './texts.js'
import type { MenuItemRendererProps } from './types.js'
import { verifyOnServer } from './verifyOptimade.js'

const loadOptimadeParser = lazyModule(() => import('../../engine/optimade/parseFilter.js'))

/** Valid, pending, or the message of why not. */
type Validity = { state: 'valid' | 'pending' } | { state: 'invalid'; message: string }

function OptimadeRow({ text, onChange, onValid, onDelete }: { text: string; onChange: (text: string) => void; onValid: (text: string) => void; onDelete: () => void }) {
  const { api } = useSearchContext()
  const [validity, setValidity] = useState<Validity>({ state: 'valid' })
  const onValidRef = useRef(onValid)
  useEffect(() => {
    onValidRef.current = onValid
  })
  useEffect(() => {
    if (text.trim() === '') return
    let live = true
    const timer = setTimeout(() => {
      void (async () => {
        const { parseFilter } = await loadOptimadeParser()
        if (!live) return
        if (!parseFilter(text).ok) return setValidity({ state: 'invalid', message: OPTIMADE_PARSE_ERROR })
        const refusal = await verifyOnServer(api, text.trim())
        if (!live) return
        setValidity(refusal === undefined ? { state: 'valid' } : { state: 'invalid', message: refusal })
        if (refusal === undefined) onValidRef.current(text.trim())
      })()
    }, SEARCH_CONSTANTS.optimadeInputDebounceMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [text, api])
  const invalid = validity.state === 'invalid' && text.trim() !== ''
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4, marginBottom: 8 }}>
      <TextField
        size="small"
        fullWidth
        multiline
        placeholder="e.g. elements HAS ALL &quot;Si&quot;, &quot;O&quot;"
        value={text}
        onChange={(event) => {
          setValidity({ state: 'pending' })
          onChange(event.target.value)
        }}
        error={invalid}
        helperText={validity.state === 'invalid' && invalid ? validity.message : undefined}
        slotProps={{ htmlInput: { 'aria-label': 'OPTIMADE filter' } }}
      />
      <IconButton size="small" aria-label="Remove filter" onClick={onDelete}>
        <Delete fontSize="small" />
      </IconButton>
    </div>
  )
}

export function OptimadeMenuItem({ item }: MenuItemRendererProps) {
  const [filter, setFilter] = useFilter<string[]>('optimade_filter')
  const [rows, setRows] = useState<string[]>(() => (filter && filter.length > 0 ? filter : ['']))
  const applied = useRef<string[]>(filter ?? [])

  const apply = (next: string[], validIndex?: number, validText?: string) => {
    const committed = next.map((row, index) => (index === validIndex ? validText : applied.current.includes(row.trim()) ? row.trim() : undefined))
    const values = committed.filter((row): row is string => row !== undefined && row !== '')
    applied.current = values
    setFilter(values.length ? values : undefined)
  }

  return (
    <div>
      {item.show_header !== false && (
        <ItemHeader
          title={item.title ?? 'OPTIMADE'}
          actions={
            <IconButton size="small" aria-label="Add filter" onClick={() => setRows([...rows, ''])}>
              <Add fontSize="small" />
            </IconButton>
          }
        />
      )}
      {rows.map((row, index) => (
        <OptimadeRow
          key={index}
          text={row}
          onChange={(text) => setRows(rows.map((current, i) => (i === index ? text : current)))}
          onValid={(text) => apply(rows.map((current, i) => (i === index ? text : current)), index, text)}
          onDelete={() => {
            const next = rows.filter((_, i) => i !== index)
            setRows(next.length ? next : [''])
            apply(next)
          }}
        />
      ))}
    </div>
  )
}
