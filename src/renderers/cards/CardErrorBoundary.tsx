import Alert from '@mui/material/Alert'
import type { ReactNode } from 'react'
import { RenderBoundary } from '../common/RenderBoundary.js'

/** What a card shows in its place when it cannot be drawn: its configured error text. */
export function CardFailure({ message }: { message: string }) {
  return <Alert severity="error">{message}</Alert>
}

/** Keeps a failing card to itself: it shows the card's error text (or 'Could not render card.'), the rest of the page goes on. */
export function CardErrorBoundary({ message, children }: { message: string; children: ReactNode }) {
  return <RenderBoundary fallback={() => <CardFailure message={message} />}>{children}</RenderBoundary>
}
