import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { ElnEditorProps } from './editorProps.js'

/** Spec 5 "Number with unit": the message for a cell that is not a number of the quantity's type. */
export const invalidNumber = (dtype: string) => `Enter a valid numerical value with datatype '${dtype}'.`

/** Shown while some cells are still empty: the quantity is handed over only whole. */
export const INCOMPLETE_MATRIX = 'Fill in every cell to set the value.'

type Cells = string[][]

/**
 * A vector or matrix of fixed shape (from the definition: [3] or [3, 3]) edited cell by cell. The
 * value is handed over when every cell holds a valid value; an emptied matrix unsets the quantity.
 */
export function MatrixEditor({ def, label, value, onChange, error }: ElnEditorProps) {
  const shape = (def.shape ?? []) as number[]
  const isVector = shape.length === 1
  const rows = isVector ? 1 : shape[0]
  const columns = isVector ? shape[0] : shape[1]
  const dtype = typeof def.type.type_data === 'string' ? def.type.type_data : 'float64'
  const numeric = def.type.type_kind === 'numpy' || /int|float/.test(dtype)
  const stored = cellsOf(value, isVector, rows, columns)
  const [draft, setDraft] = useState<{ from: string; cells: Cells }>()
  const cells = draft && draft.from === JSON.stringify(stored) ? draft.cells : stored
  const [cellError, setCellError] = useState<string>()

  const parse = (text: string): { ok: true; value: number | string } | { ok: false } => {
    if (!numeric) return { ok: true, value: text }
    const number = Number(text)
    if (text.trim() === '' || Number.isNaN(number)) return { ok: false }
    if (/int/.test(dtype) && !Number.isInteger(number)) return { ok: false }
    if (/^uint/.test(dtype) && number < 0) return { ok: false }
    return { ok: true, value: number }
  }

  const commit = (next: Cells) => {
    setDraft({ from: JSON.stringify(stored), cells: next })
    const filled = next.flat().filter((text) => text.trim() !== '')
    if (filled.length === 0) {
      setCellError(undefined)
      return onChange(undefined)
    }
    const parsed = next.map((row) => row.map(parse))
    if (filled.some((text) => !parse(text).ok)) return setCellError(invalidNumber(dtype))
    if (filled.length < rows * columns) return setCellError(INCOMPLETE_MATRIX)
    setCellError(undefined)
    const values = parsed.map((row) => row.map((cell) => (cell.ok ? cell.value : 0)))
    onChange(isVector ? values[0] : values)
  }

  const edit = (row: number, column: number, text: string) => setDraft({ from: JSON.stringify(stored), cells: cells.map((cellsOfRow, r) => (r === row ? cellsOfRow.map((cell, c) => (c === column ? text : cell)) : cellsOfRow)) })

  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary">
        {`${label}${def.unit ? ` (${def.unit})` : ''}`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(64px, 1fr))`, gap: 0.5 }}>
        {cells.map((row, r) =>
          row.map((text, c) => (
            <TextField
              key={`${r}/${c}`}
              size="small"
              value={text}
              slotProps={{ htmlInput: { 'aria-label': isVector ? `${label}[${c}]` : `${label}[${r}][${c}]` } }}
              onChange={(event) => edit(r, c, event.target.value)}
              onBlur={() => commit(cells)}
              onKeyDown={(event) => event.key === 'Enter' && commit(cells)}
            />
          )),
        )}
      </Box>
      {(cellError ?? error) && <FormHelperText error>{cellError ?? error}</FormHelperText>}
    </Box>
  )
}

function cellsOf(value: unknown, isVector: boolean, rows: number, columns: number): Cells {
  const matrix = isVector ? [value] : value
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => {
      const cell = Array.isArray(matrix) && Array.isArray(matrix[r]) ? (matrix[r] as unknown[])[c] : undefined
      return cell === undefined || cell === null ? '' : String(cell)
    }),
  )
}
