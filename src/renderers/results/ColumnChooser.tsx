import ViewColumnIcon from '@mui/icons-material/ViewColumn'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import type { Column } from '../../engine/config/columns.js'
import { columnHeader } from './columnHeader.js'

export interface ColumnChooserProps {
  columns: readonly Column[]
  selected: readonly string[]
  onChange: (selected: string[]) => void
}

/** A menu of all the app's columns with a check box each; the order of the config is kept. */
export function ColumnChooser({ columns, selected, onChange }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const toggle = (name: string) => {
    const next = selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name]
    onChange(columns.map((column) => column.search_quantity).filter((item) => next.includes(item)))
  }
  return (
    <>
      <Tooltip title="Choose columns">
        <IconButton size="small" aria-label="Choose columns" onClick={(event) => setAnchor(event.currentTarget)}>
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 480 } } }}>
        {columns.map((column) => (
          <MenuItem key={column.search_quantity} dense onClick={() => toggle(column.search_quantity)}>
            <Checkbox size="small" checked={selected.includes(column.search_quantity)} tabIndex={-1} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={columnHeader(column)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
