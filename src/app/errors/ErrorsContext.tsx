import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { userMessage } from '../../engine/api/errors.js'

export interface QueuedError {
  id: number
  text: string
}

interface ErrorsState {
  /** Errors waiting to be dismissed, oldest first. */
  queue: QueuedError[]
  /** Shows the spec 1 §8 text for any thrown value; an error whose text is already queued is dropped. */
  raiseError: (error: unknown) => void
  /** Removes the oldest error, so that the next one appears. */
  dismissError: (id: number) => void
}

const ErrorsContext = createContext<ErrorsState | null>(null)

let nextErrorId = 1

export function ErrorsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedError[]>([])

  const raiseError = useCallback((error: unknown) => {
    const text = userMessage(error)
    if (!(error instanceof Error && error.name === 'AbortError')) console.error(error)
    setQueue((current) => (current.some((queued) => queued.text === text) ? current : [...current, { id: nextErrorId++, text }]))
  }, [])

  const dismissError = useCallback((id: number) => setQueue((current) => current.filter((queued) => queued.id !== id)), [])

  const value = useMemo(() => ({ queue, raiseError, dismissError }), [queue, raiseError, dismissError])
  return <ErrorsContext.Provider value={value}>{children}</ErrorsContext.Provider>
}

export function useErrors(): ErrorsState {
  const state = useContext(ErrorsContext)
  if (!state) throw new Error('useErrors must be used inside <ErrorsProvider>')
  return state
}
