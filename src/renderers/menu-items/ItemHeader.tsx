/** The title line of a menu item: its title, else the quantity's last name part, with its unit. */
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export function quantityLabel(quantity: string): string {
  // A user schema quantity (`data.thickness#my.Schema`) is named by its path.
  const last = quantity.split('#')[0].split('.').pop() ?? quantity
  const text = last.replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function ItemHeader({ title, description, unit, actions }: { title: string; description?: string; unit?: string; actions?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 4 }}>
      <Tooltip title={description ?? ''} disableInteractive>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {title}
          {unit ? ` (${unit})` : ''}
        </Typography>
      </Tooltip>
      {actions}
    </div>
  )
}
