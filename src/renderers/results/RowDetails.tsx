import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Column } from '../../engine/config/columns.js'
import { columnHeader } from './columnHeader.js'
import { cellValue, formatCell, type CellFormatOptions } from './cellValue.js'

const ID_FIELDS = ['entry_id', 'upload_id', 'mainfile', 'material_id'] as const

export interface RowDetailsProps {
  row: Record<string, unknown>
  columns: readonly Column[]
  formatOptions: (column: Column) => CellFormatOptions
  unitLabel: (column: Column) => string | undefined
}

/** The expanded part of a result row: the ids of the hit and every column the app offers that has a value. */
export function RowDetails({ row, columns, formatOptions, unitLabel }: RowDetailsProps) {
  const fields: [string, string][] = []
  for (const name of ID_FIELDS) if (typeof row[name] === 'string') fields.push([name, row[name] as string])
  for (const column of columns) {
    if ((ID_FIELDS as readonly string[]).includes(column.search_quantity)) continue
    const text = formatCell(cellValue(row, column), column, formatOptions(column))
    const unit = unitLabel(column)
    if (text !== '') fields.push([columnHeader(column), unit ? `${text} ${unit}` : text])
  }
  return (
    <Box data-testid="row-details" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, py: 1 }}>
      {fields.map(([label, text]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
