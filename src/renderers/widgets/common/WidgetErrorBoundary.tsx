import Alert from '@mui/material/Alert'
import { Component, type ErrorInfo, type ReactNode } from 'react'

export const WIDGET_ERROR_TEXT = 'Could not render widget.'

interface Props {
  children: ReactNode
  /** Changing it (e.g. the edited widget) clears a shown error. */
  resetKey?: unknown
}

interface State {
  error?: unknown
  resetKey?: unknown
}

/** One broken widget shows an error in its place; the rest of the dashboard keeps working. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    const detail = this.state.error instanceof Error ? this.state.error.message : undefined
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        {WIDGET_ERROR_TEXT}
        {detail ? ` ${detail}` : ''}
      </Alert>
    )
  }
}
