import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { logSectionMissing, searchArchive } from '../archive.js'
import { boundValue, unitLabel } from '../binding.js'
import { formatPlain } from '../format.js'
import { CardFrame } from '../CardFrame.js'
import type { Archive, CardRendererProps } from '../types.js'

/** Declarative card `type: table`: one row per repeated item (e.g. each calculation), one column per bound quantity. */
export function ItemsTableCard({ cardKey, card, archive }: CardRendererProps) {
  if (card.type !== 'table') throw new Error(`card ${cardKey} is not a table card`)
  const found = searchArchive(archive, card.items)
  const items = Array.isArray(found) ? found.filter((item): item is Archive => typeof item === 'object' && item !== null && !Array.isArray(item)) : []
  if (items.length === 0) {
    logSectionMissing(card.items)
    return null
  }
  const header = (column: (typeof card.columns)[number]) => {
    const unit = unitLabel(column)
    const label = column.label ?? column.path
    return unit ? `${label} (${unit})` : label
  }
  const shown = items.slice(0, card.max_rows)
  return (
    <CardFrame title={card.title ?? cardKey}>
      <Table size="small" aria-label={card.title ?? cardKey}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {card.columns.map((column) => (
              <TableCell key={column.path}>{header(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((item, index) => (
            <TableRow key={index}>
              <TableCell>{index}</TableCell>
              {card.columns.map((column) => (
                // The unit is in the header; cells hold the number in the display unit alone.
                <TableCell key={column.path}>{formatPlain(boundValue(item, column))}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {items.length > shown.length && <Typography variant="caption">{`${items.length - shown.length} more rows`}</Typography>}
    </CardFrame>
  )
}
