import { useEffect, useState } from 'react'
import { loadUnits } from '../../search/loadUnits.js'
import { useSearchContext } from '../searchContext.js'

export interface AxisUnit {
  /** The unit shown on the axis, if any. */
  label: string | undefined
  toDisplay: (value: number) => number
  fromDisplay: (value: number) => number
}

type Convert = (value: number, from: string, to: string) => number

const identity = (value: number) => value

/**
 * Converts stored (SI) values of `quantity` to the axis unit: the widget's own `unit` when given (the units
 * library loads lazily for it), else the display unit of the search context's unit system.
 */
export function useAxisUnit(quantity: string, unit: string | undefined): AxisUnit {
  const context = useSearchContext()
  const [convert, setConvert] = useState<Convert | undefined>()
  const stored = context.quantity(quantity)?.unit
  useEffect(() => {
    if (!unit || !stored) return
    let live = true
    void loadUnits().then((module) => {
      if (live) setConvert(() => module.convertUnit)
    })
    return () => {
      live = false
    }
  }, [unit, stored])

  if (unit && stored) {
    if (!convert) return { label: unit, toDisplay: identity, fromDisplay: identity }
    return { label: unit, toDisplay: (value) => convert(value, stored, unit), fromDisplay: (value) => convert(value, unit, stored) }
  }
  const display = context.units.displayUnit(quantity)
  return {
    label: display,
    toDisplay: (value) => context.units.toDisplay(value, quantity),
    fromDisplay: (value) => context.units.fromDisplay(value, quantity),
  }
}
