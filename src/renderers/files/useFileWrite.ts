import { useCallback, useState } from 'react'
import { isConflict } from './OverwriteDialog.js'

/**
 * Runs a write (upload, copy, move) that may conflict with an existing path: on a conflict it waits for the
 * overwrite dialog; Yes repeats the write with overwrite, No drops it.
 */
export function useFileWrite(onError: (error: unknown) => void, onDone: () => void) {
  const [pending, setPending] = useState<{ paths: string[]; write: (overwrite: boolean) => Promise<unknown> }>()

  const run = useCallback(
    async (paths: string[], write: (overwrite: boolean) => Promise<unknown>) => {
      try {
        await write(false)
        onDone()
      } catch (error) {
        if (isConflict(error)) setPending({ paths, write })
        else onError(error)
      }
    },
    [onDone, onError],
  )

  const answer = useCallback(
    async (overwrite: boolean) => {
      const current = pending
      setPending(undefined)
      if (!current || !overwrite) return
      try {
        await current.write(true)
        onDone()
      } catch (error) {
        onError(error)
      }
    },
    [onDone, onError, pending],
  )

  return { run, conflict: pending?.paths, answer }
}
