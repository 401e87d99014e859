import Alert from '@mui/material/Alert'
import type { ReactNode } from 'react'
import { errorMessage, RenderBoundary } from '../common/RenderBoundary.js'

/** One broken menu item shows a message instead of breaking the whole menu; `label` names the item (e.g. its type). */
export function MenuItemBoundary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RenderBoundary
      fallback={(error) => (
        <Alert severity="error" data-testid="menu-item-error">
          Could not render the menu item {label}: {errorMessage(error) ?? String(error)}
        </Alert>
      )}
    >
      {children}
    </RenderBoundary>
  )
}
