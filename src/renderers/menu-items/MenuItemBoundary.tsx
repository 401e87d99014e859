import Alert from '@mui/material/Alert'
import { Component, type ReactNode } from 'react'

interface Props {
  children: ReactNode
  /** Shown in the message, e.g. the item type. */
  label: string
}

interface State {
  error?: Error
}

/** One broken menu item shows a message instead of breaking the whole menu. */
export class MenuItemBoundary extends Component<Props, State> {
  override state: State = {}

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <Alert severity="error" data-testid="menu-item-error">
        Could not render the menu item {this.props.label}: {this.state.error.message}
      </Alert>
    )
  }
}
