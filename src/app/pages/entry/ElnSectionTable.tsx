import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { QuantityValue } from '../../../renderers/archive/QuantityValue.js'
import { sectionDefinitionAt } from '../../../renderers/archive/definitions.js'
import { sectionContents } from '../../../renderers/archive/lanes.js'
import type { ElnSectionTableProps } from '../../../renderers/cards/types.js'
import { useEntryArchive } from './useEntryArchive.js'

const MAX_LIST = 10

/**
 * The quantities of an ELN data section as its schema declares them: hidden ones (eln hide,
 * properties.visible, display.visible) left out, in the eln properties order, values with their
 * units in the display units of the chosen unit system. Until the schema is loaded, `fallback`.
 */
export default function ElnSectionTable({ entryId, section, fallback }: ElnSectionTableProps) {
  const { root } = useEntryArchive(entryId)
  if (root.status !== 'ready') return <>{fallback}</>
  const def = sectionDefinitionAt(root.model, [{ name: 'data' }], () => section.m_def)
  const rows = sectionContents(section, def).quantities.filter(({ value }) => value !== undefined && value !== null && (!Array.isArray(value) || (value.length <= MAX_LIST && value.every((item) => typeof item !== 'object'))) && (typeof value !== 'object' || Array.isArray(value)))
  if (rows.length === 0) return <>{fallback}</>
  return (
    <Table size="small" aria-label="data section">
      <TableBody>
        {rows.map(({ name, value, def: quantity }) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%' }}>
              {name.replaceAll('_', ' ')}
            </TableCell>
            <TableCell>
              <QuantityValue value={value} unit={quantity?.unit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
