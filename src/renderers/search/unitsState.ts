/**
 * Display units of the search page. The units library (mathjs) is loaded lazily, so the first
 * route stays light: when `loadNow` turns true or `load` is called; until it is there, values
 * are shown in their stored unit.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { UnitSelection, UnitSystemsDefinition } from '../../engine/units/systems.js'
import { quantityDef } from './searchQuantities.js'
import type { SearchUnits } from './types.js'

import { loadUnits } from './loadUnits.js'

type UnitsModule = Awaited<ReturnType<typeof loadUnits>>

const STORAGE_KEY = 'strata-unit-system'

/** When the deployment configures no unit systems: SI only. */
const SI_ONLY: UnitSystemsDefinition = { selected: 'SI', options: { SI: { label: 'SI', units: {} } } }

function storedSystem(systems: UnitSystemsDefinition): string | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? undefined
    return stored && stored in systems.options ? stored : undefined
  } catch {
    return undefined
  }
}

export function useSearchUnits(definition: UnitSystemsDefinition | undefined, loadNow: boolean): SearchUnits {
  const systems = definition && Object.keys(definition.options).length > 0 ? definition : SI_ONLY
  const [lib, setLib] = useState<UnitsModule | undefined>(undefined)
  const [systemName, setSystemName] = useState(() => storedSystem(systems) ?? systems.selected ?? Object.keys(systems.options)[0])
  const [overrides, setOverrides] = useState<Record<string, string>>({})

  // Setting the module after an unmount is a no-op, so the load needs no cancelling.
  const load = useCallback(() => void loadUnits().then(setLib), [])
  useEffect(() => {
    if (!loadNow) return
    // After the browser has drawn what it is showing (the first rows), so as not to compete with it:
    // idle time comes before that too (while the page waits for an answer or a chunk), and the library's
    // evaluation then held back the rows' commit. A frame first, then the next idle period.
    if (typeof requestIdleCallback !== 'function' || typeof requestAnimationFrame !== 'function') return load()
    let idle: number | undefined
    const frame = requestAnimationFrame(() => (idle = requestIdleCallback(load, { timeout: 1000 })))
    return () => {
      cancelAnimationFrame(frame)
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [loadNow, load])

  const selection: UnitSelection | undefined = useMemo(() => {
    if (!lib) return undefined
    let selected = lib.selectUnitSystem(systems, systemName)
    for (const [dimension, unit] of Object.entries(overrides)) {
      const change = lib.changeSelectionUnit(selected, dimension, unit)
      if (change.ok) selected = change.selection
    }
    return selected
  }, [lib, systems, systemName, overrides])

  const displayUnit = useCallback(
    (quantity: string): string | undefined => {
      const unit = quantityDef(quantity)?.unit
      if (!unit || !lib || !selection) return unit
      return lib.unitInSystem(unit, { units: selection.units }) || undefined
    },
    [lib, selection],
  )

  const convert = useCallback(
    (value: number, quantity: string, direction: 'to' | 'from'): number => {
      const unit = quantityDef(quantity)?.unit
      const shown = displayUnit(quantity)
      if (!lib || !unit || !shown || unit === shown) return value
      try {
        return direction === 'to' ? lib.convertUnit(value, unit, shown) : lib.convertUnit(value, shown, unit)
      } catch {
        return value
      }
    },
    [lib, displayUnit],
  )

  const setUnitSystem = useCallback(
    (name: string) => {
      if (!(name in systems.options)) return
      setSystemName(name)
      setOverrides({})
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, name)
      } catch {
        // storage may be unavailable (private mode); the choice then lasts for this page only
      }
    },
    [systems],
  )

  const setDimensionUnit = useCallback(
    (dimension: string, unit: string): string | undefined => {
      if (!lib || !selection) return undefined
      const change = lib.changeSelectionUnit(selection, dimension, unit)
      if (!change.ok) return change.error
      setOverrides((current) => ({ ...current, [dimension]: unit.trim() }))
      return undefined
    },
    [lib, selection],
  )

  return useMemo(
    () => ({
      ready: lib !== undefined,
      load,
      system: systemName,
      systems: Object.entries(systems.options).map(([name, system]) => ({ name, label: system.label ?? name })),
      setUnitSystem,
      displayUnit,
      toDisplay: (value: number, quantity: string) => convert(value, quantity, 'to'),
      fromDisplay: (value: number, quantity: string) => convert(value, quantity, 'from'),
      dimensionUnits: selection?.units ?? {},
      setDimensionUnit,
    }),
    [lib, load, systemName, systems, setUnitSystem, displayUnit, convert, selection, setDimensionUnit],
  )
}
