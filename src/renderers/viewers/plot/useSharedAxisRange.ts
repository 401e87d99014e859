import { useCallback, useState } from 'react'
import { axisRangeChange, sameRange, type AxisName, type AxisRange } from './axisRange.js'

/**
 * One axis range shared by several plots: each plot reports its relayout events, and all of them are
 * drawn with the range the last zoom or pan chose. A reset brings every plot back to `initial`, as a
 * fresh array, so plots that were zoomed are redrawn even when the shared range already was `initial`.
 */
export function useSharedAxisRange(axis: AxisName, initial: AxisRange) {
  const [range, setRange] = useState<AxisRange>(initial)
  const [low, high] = initial
  const onRelayout = useCallback(
    (event: unknown) => {
      const change = axisRangeChange(event, axis)
      if (change === undefined) return
      if (change === 'reset') setRange([low, high])
      else setRange((current) => (sameRange(current, change) ? current : change))
    },
    [axis, low, high],
  )
  return { range, onRelayout }
}
