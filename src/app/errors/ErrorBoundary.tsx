import Alert from '@mui/material/Alert'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { JAVASCRIPT_ERROR_TEXT } from '../../engine/api/errors.js'

interface Props {
  children: ReactNode
  /** Replaces the default message. */
  fallback?: ReactNode
  /** When this value changes, a shown error is cleared and the children render again (e.g. the path). */
  resetKey?: unknown
}

interface State {
  error?: unknown
  resetKey?: unknown
}

/** Catches render crashes below it and shows 'There has been a Javascript error.' instead of a white page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null
    return { resetKey: props.resetKey, error: undefined }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return this.props.fallback ?? <Alert severity="error">{JAVASCRIPT_ERROR_TEXT}</Alert>
  }
}
