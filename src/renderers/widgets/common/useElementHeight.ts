import { useEffect, useState, type RefObject } from 'react'

/** The element's content height in px, followed with ResizeObserver; `fallback` until measured or when 0. */
export function useElementHeight(ref: RefObject<Element | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.height ?? 0
      setHeight(measured > 0 ? measured : fallback)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, fallback])
  return height
}
