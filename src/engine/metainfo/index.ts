/** The metainfo model and what derives from it. Browser-safe; the file reader is in `./node.js`. */
export type {
  Annotations, CategoryDef, MetainfoProblem, Model, PackageDef, QuantityDef, QuantityType, SearchField, SectionDef, Shape, SubSectionDef,
} from './types.js'
export { buildStrataModel, type MetainfoSourceFile } from './loadStrata.js'
export { resolveStrataReference } from './strataModel.js'
export { strataMetainfoFileSchema, type StrataMetainfoFile } from './strataFileSchema.js'
export { deriveSearchQuantities, type DeriveOptions, type SearchQuantities, type SearchQuantity } from './searchQuantities.js'
export { toDefinitionsJson, toMetainfoJson, type MetainfoJson } from './serialize.js'
export { sectionPaths } from './definitionPaths.js'
export { inheritingSections, inheritsFrom } from './inheritance.js'
export { loadNomadDefinitions, type NomadDefinitionsOptions } from './nomadDefinitions.js'
export { MetainfoError, formatProblems } from './errors.js'
export { primitiveType, typeFamily } from './typeNames.js'
export { normalizeUnit, parseUnit, sameDimension, unitDimensionality, type ParsedUnit } from './units.js'
export {
  DYNAMIC_VALUE_TYPES,
  dynamicSearchValues,
  dynamicValueKey,
  isDynamicQuantity,
  splitDynamicName,
  type DynamicSearchValue,
  type DynamicValueKey,
} from './dynamicQuantities.js'
