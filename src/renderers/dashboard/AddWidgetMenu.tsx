import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import type { Widget } from '../../engine/config/widgets.js'

export const WIDGET_TYPE_LABELS: Record<Widget['type'], string> = {
  terms: 'Terms',
  histogram: 'Histogram',
  periodic_table: 'Periodic table',
  scatter_plot: 'Scatter plot',
}

/** 'Add widget' with one entry per registered widget type. */
export function AddWidgetMenu({ types, onAdd }: { types: readonly Widget['type'][]; onAdd: (type: Widget['type']) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        Add widget
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {types.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null)
              onAdd(type)
            }}
          >
            {WIDGET_TYPE_LABELS[type] ?? type}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
