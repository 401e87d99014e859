import { useEffect, useState } from 'react'
import { loadUnits } from '../../search/loadUnits.js'
import { useSearchContext } from '../searchContext.js'

type Validate = (fieldName: string, displayUnit: string, fieldUnit: string) => string | undefined

export interface UnitValidator {
  validate: (quantity: string, unit: string | undefined) => string | undefined
  /** False until the units library has loaded: a dialog with a unit keeps Done disabled until then. */
  ready: boolean
}

/**
 * Checks an axis unit against its quantity: it must parse and have the quantity's dimension. The units
 * library loads lazily when the dialog opens.
 */
export function useUnitValidator(): UnitValidator {
  const context = useSearchContext()
  const [validate, setValidate] = useState<Validate | undefined>()
  useEffect(() => {
    let live = true
    void loadUnits().then((module) => {
      if (live) setValidate(() => module.validateDisplayUnit)
    })
    return () => {
      live = false
    }
  }, [])
  return {
    ready: validate !== undefined,
    validate: (quantity, unit) => {
      if (!unit || !validate) return undefined
      const stored = context.quantity(quantity)?.unit
      return stored ? validate(quantity, unit, stored) : undefined
    },
  }
}
