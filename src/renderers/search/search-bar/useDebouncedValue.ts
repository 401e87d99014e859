import { useEffect, useRef, useState } from 'react'

/**
 * `value` once it stopped changing for `wait` ms, but at least every `maxWait` ms while it keeps
 * changing (spec 2 §9: suggestions 150 ms, at most 300 ms), so that a fast typist still sees suggestions.
 */
export function useDebouncedValue<T>(value: T, wait: number, maxWait: number): T {
  const [settled, setSettled] = useState(value)
  // When the oldest change not yet passed on was made.
  const pendingSince = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (Object.is(value, settled)) {
      pendingSince.current = undefined
      return
    }
    const now = Date.now()
    pendingSince.current ??= now
    const delay = Math.max(0, Math.min(wait, pendingSince.current + maxWait - now))
    const timer = setTimeout(() => {
      pendingSince.current = undefined
      setSettled(value)
    }, delay)
    return () => clearTimeout(timer)
  }, [value, settled, wait, maxWait])
  return settled
}
