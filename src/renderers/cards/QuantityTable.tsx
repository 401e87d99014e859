import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'

export interface QuantityRow {
  label: string
  value: ReactNode
}

/** Label/value rows; rows without a value are left out. */
export function QuantityTable({ rows, label }: { rows: QuantityRow[]; label?: string }) {
  const shown = rows.filter((row) => row.value !== undefined && row.value !== null && row.value !== '')
  if (shown.length === 0) return null
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {shown.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%' }}>
              {row.label}
            </TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
