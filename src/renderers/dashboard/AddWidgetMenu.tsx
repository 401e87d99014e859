import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import type { WidgetKind } from '../widgets/kind/widgetKind.js'

/** 'Add widget' with one entry per registered widget type, by its label. */
export function AddWidgetMenu({ kinds, onAdd }: { kinds: readonly WidgetKind[]; onAdd: (type: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        Add widget
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {kinds.map((kind) => (
          <MenuItem
            key={kind.type}
            onClick={() => {
              setAnchor(null)
              onAdd(kind.type)
            }}
          >
            {kind.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
