import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  children: ReactNode
  /** What stands in place of the children once they failed to render. */
  fallback: (error: unknown) => ReactNode
  /** Changing it (e.g. the edited config) clears a shown failure and renders the children again. */
  resetKey?: unknown
}

interface State {
  failed: boolean
  error?: unknown
  resetKey?: unknown
}

/**
 * Keeps a failing part to itself (ARCHITECTURE: every card, widget, menu item and lane renders
 * inside one): its fallback shows, the rest of the page goes on working.
 */
export class RenderBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: undefined }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}

/** The message of a caught error, where it has one. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined
}
