import Alert from '@mui/material/Alert'
import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** The card's configured error text, or 'Could not render card.'. */
  message: string
  children: ReactNode
}

/** What a card shows in its place when it cannot be drawn: its configured error text. */
export function CardFailure({ message }: { message: string }) {
  return <Alert severity="error">{message}</Alert>
}

/** Keeps a failing card to itself: it shows the card's error text, the rest of the page goes on. */
export class CardErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.failed) return <CardFailure message={this.props.message} />
    return this.props.children
  }
}
