import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useState } from 'react'

export interface RangeInputsProps {
  /** Current bounds in display units; undefined when open. */
  min: number | undefined
  max: number | undefined
  /** Dates instead of numbers: the inputs take and show yyyy-mm-dd. */
  timestamp?: boolean
  onCommit: (range: { min: number | undefined; max: number | undefined }) => void
  format?: (value: number) => string
}

const toText = (value: number | undefined, timestamp: boolean, format: (value: number) => string): string =>
  value === undefined ? '' : timestamp ? new Date(value).toISOString().slice(0, 10) : format(value)

const parse = (text: string, timestamp: boolean): number | undefined | null => {
  if (text.trim() === '') return undefined
  const value = timestamp ? Date.parse(text) : Number(text)
  return Number.isFinite(value) ? value : null
}

/**
 * Minimum and maximum inputs; edits stay local until Enter or blur commits them (spec 2 §4), with the
 * range texts of spec 2 §5.
 */
export function RangeInputs({ min, max, timestamp = false, onCommit, format = String }: RangeInputsProps) {
  const [texts, setTexts] = useState<{ min: string; max: string } | undefined>()
  const shown = texts ?? { min: toText(min, timestamp, format), max: toText(max, timestamp, format) }
  const low = parse(shown.min, timestamp)
  const high = parse(shown.max, timestamp)
  const minError =
    low === null ? (timestamp ? 'Invalid start date.' : 'Invalid minimum value.') : low !== undefined && high != null && low > high ? 'Cannot be larger than maximum value.' : undefined
  const maxError =
    high === null ? (timestamp ? 'Invalid end date.' : 'Invalid maximum value.') : high !== undefined && low != null && high < low ? 'Cannot be smaller than minimum value.' : undefined

  const commit = () => {
    if (texts === undefined || minError || maxError) return
    setTexts(undefined)
    onCommit({ min: low ?? undefined, max: high ?? undefined })
  }
  const field = (which: 'min' | 'max', label: string, error: string | undefined) => (
    <TextField
      size="small"
      label={label}
      value={shown[which]}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => setTexts({ ...shown, [which]: event.target.value })}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
      sx={{ flex: 1 }}
    />
  )
  return (
    <Box sx={{ display: 'flex', gap: 1, pt: 0.5 }}>
      {field('min', timestamp ? 'Start date' : 'Min', minError)}
      {field('max', timestamp ? 'End date' : 'Max', maxError)}
    </Box>
  )
}
