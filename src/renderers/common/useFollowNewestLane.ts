import { useCallback } from 'react'

/**
 * A ref callback for a horizontally scrolling row of lanes that keeps its newest lane in view:
 * whenever the row grows wider (a lane opened, or a deep link's lanes arriving one by one) it
 * scrolls to its end, as NOMAD's browsers do. Growth inside a lane (a list unfolding) does not
 * widen the row and moves nothing.
 */
export function useFollowNewestLane<T extends HTMLElement>(): (row: T | null) => (() => void) | undefined {
  return useCallback((row: T | null) => {
    if (!row) return undefined
    let width = row.scrollWidth
    const observer = new MutationObserver(() => {
      if (row.scrollWidth > width) row.scrollLeft = row.scrollWidth - row.clientWidth
      width = row.scrollWidth
    })
    observer.observe(row, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
}
