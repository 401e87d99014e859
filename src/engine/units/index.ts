/**
 * Units on a dedicated mathjs instance: NOMAD's (pint's) unit names, dimensions, conversion,
 * unit systems and the validation texts of spec 2 §5 and §8.
 */
export { parseUnit, type ParsedUnit, type UnitParseResult } from './parse.js'
export { formatUnit } from './format.js'
export { areCompatible, convertUnit, convertValues, UnitError } from './convert.js'
export { dimensionName, dimensionVector, NAMED_DIMENSIONS, sameDimensions, siUnitOf, type DimensionVector } from './dimensions.js'
export {
  changeSelectionUnit,
  selectUnitSystem,
  SYSTEM_DIMENSIONS,
  toDisplayValue,
  unitInSystem,
  type SelectionChange,
  type SystemUnit,
  type UnitSelection,
  type UnitSystemDefinition,
  type UnitSystemsDefinition,
} from './systems.js'
export {
  hasDimension,
  parseValueWithUnit,
  validateDisplayUnit,
  validateNumber,
  validateUnitInput,
  type NumberBounds,
  type NumberValidation,
  type UnitInputValidation,
} from './validate.js'
export { unitMessages } from './messages.js'
export { knownUnitNames } from './math.js'
