import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element is (partly) on screen, so that a widget asks for its aggregation only then.
 * Without IntersectionObserver (old browsers, test DOMs) everything counts as visible.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return inView
}
