/**
 * Stored values (SI, in their definition's unit) shown in the display units of the unit system
 * the user chose (spec 3: archive browser and ELN tables show quantities as NOMAD does). The app
 * provides the deployment's unit systems; the chosen one is the search page's choice when there is
 * one. The units library loads lazily; until it is there, values show in their stored unit.
 */
import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { UnitSystemsDefinition } from '../../engine/units/systems.js'
import { loadUnits } from '../search/loadUnits.js'

export const UnitSystemsContext = createContext<UnitSystemsDefinition | undefined>(undefined)

/** Where the search page keeps the chosen unit system (unitsState.ts). */
const CHOSEN_SYSTEM_KEY = 'strata-unit-system'

type UnitsModule = Awaited<ReturnType<typeof loadUnits>>

export interface DisplayUnit {
  /** The unit text values are shown in ('' for dimensionless, undefined for none). */
  unit?: string
  /** The unit as printed: symbols and typeset powers ('Å³', 'J / (g K)'). */
  label?: string
  /** A stored number in the display unit. */
  convert(value: number): number
}

const SUPERSCRIPTS: Record<string, string> = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' }

/** 'Å^3' → 'Å³', 'm^-1' → 'm⁻¹'. */
export function typesetPowers(label: string): string {
  return label.replace(/\^(-?\d+)/g, (_, power: string) => [...power].map((char) => SUPERSCRIPTS[char]).join(''))
}

function chosenSystem(systems: UnitSystemsDefinition): string | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(CHOSEN_SYSTEM_KEY) ?? undefined
    if (stored && stored in systems.options) return stored
  } catch {
    // no storage (private mode): the deployment's default
  }
  return systems.selected ?? Object.keys(systems.options)[0]
}

/** How a stored unit is shown in the chosen system (the stored unit when no systems are configured). */
export function displayUnitOf(lib: UnitsModule, storedUnit: string, systems: UnitSystemsDefinition | undefined): DisplayUnit {
  const identity = { unit: storedUnit, label: typesetPowers(lib.formatUnit(storedUnit)), convert: (value: number) => value }
  const name = systems && chosenSystem(systems)
  if (!systems || name === undefined || !(name in systems.options)) return identity
  try {
    const selection = lib.selectUnitSystem(systems, name)
    const unit = lib.unitInSystem(storedUnit, { units: selection.units })
    if (!unit || unit === storedUnit) return identity
    return { unit, label: typesetPowers(lib.formatUnit(unit)), convert: (value: number) => lib.convertUnit(value, storedUnit, unit) }
  } catch {
    return identity
  }
}

export function useDisplayUnit(storedUnit: string | undefined): DisplayUnit {
  const systems = useContext(UnitSystemsContext)
  const [lib, setLib] = useState<UnitsModule>()
  useEffect(() => {
    if (!storedUnit) return
    let live = true
    void loadUnits().then((module) => live && setLib(module))
    return () => {
      live = false
    }
  }, [storedUnit])
  return useMemo(() => {
    if (!storedUnit || !lib) return { unit: storedUnit, label: storedUnit, convert: (value: number) => value }
    return displayUnitOf(lib, storedUnit, systems)
  }, [lib, storedUnit, systems])
}

/** A value (a number or nested lists of numbers) in the display unit; anything else as it is. */
export function convertNumbers(value: unknown, convert: (value: number) => number): unknown {
  if (typeof value === 'number') return convert(value)
  if (Array.isArray(value)) return value.map((item) => convertNumbers(item, convert))
  return value
}
