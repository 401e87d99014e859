import Alert from '@mui/material/Alert'
import type { ReactNode } from 'react'
import { errorMessage, RenderBoundary } from '../../common/RenderBoundary.js'

export const WIDGET_ERROR_TEXT = 'Could not render widget.'

/** One broken widget shows an error in its place; changing `resetKey` (e.g. the edited widget) clears it. */
export function WidgetErrorBoundary({ resetKey, children }: { resetKey?: unknown; children: ReactNode }) {
  return (
    <RenderBoundary
      resetKey={resetKey}
      fallback={(error) => {
        const detail = errorMessage(error)
        return (
          <Alert severity="error" sx={{ m: 1 }}>
            {WIDGET_ERROR_TEXT}
            {detail ? ` ${detail}` : ''}
          </Alert>
        )
      }}
    >
      {children}
    </RenderBoundary>
  )
}
