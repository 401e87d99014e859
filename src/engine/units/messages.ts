/** User-visible texts of the units engine; those of spec 2 §5 and §8 are word for word. */
export const unitMessages = {
  /** Unit input left empty (spec 2 §5: no full stop). */
  specifyValue: 'Please specify a value',
  unitRequired: 'Unit is required',
  unknownUnit: (name: string) => `Unknown unit "${name}".`,
  invalidUnit: (text: string) => `"${text}" is not a valid unit.`,
  wrongDimension: (unit: string, dimension: string) => `The unit "${unit}" is not compatible with the dimension "${dimension}".`,
  incompatible: (from: string, to: string) => `Cannot convert from "${from}" to "${to}": the dimensions differ.`,
  /** Number editors (spec 2 §5). */
  invalidNumber: (dtype: string) => `Enter a valid numerical value with datatype '${dtype}'.`,
  tooLarge: (max: number, unit?: string) => `Enter a value that is equal or smaller than ${max}${unit ? ` (${unit})` : ''}.`,
  tooSmall: (min: number, unit?: string) => `Enter a value that is equal or larger than ${min}${unit ? ` (${unit})` : ''}.`,
  /** Display units of a field (spec 2 §8). */
  invalidDisplayUnit: (field: string) => `The provided defaultDisplayUnit for ${field} field is not valid.`,
  displayUnitDimension: (field: string) => `The provided defaultDisplayUnit for ${field} has incorrect dimensionality for this field.`,
  lockedUnit: (dimension: string, system: string) => `The unit of ${dimension} cannot be changed in the unit system ${system}.`,
  unknownSystem: (name: string, known: string[]) => `Unknown unit system '${name}'. Known: ${known.join(', ')}`,
} as const
