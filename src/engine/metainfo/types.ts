/**
 * The metainfo model: what an entry can hold. Sections contain quantities and sub sections;
 * sections inherit from base sections. Strata's own definitions (schemas/metainfo/*.yaml) and
 * user schemas in NOMAD's `definitions:` format load into this same shape.
 */

/** NOMAD's spelling of a quantity type, e.g. `{type_kind: 'numpy', type_data: 'float64'}`. */
export interface QuantityType {
  type_kind: string
  /** For `reference` types: the qualified name of the target section once resolved. */
  type_data: string | string[]
}

export type Shape = (number | string)[]

/** Raw `m_annotations` (eln, plot, tabular, browser, ...), kept as written for the editors. */
export type Annotations = Record<string, unknown>

export interface SearchField {
  /** Suffix appended to the search key, e.g. `path` gives `mainfile.path`. */
  name: string
  aggregatable: boolean
}

export interface QuantityDef {
  m_def: 'Quantity'
  name: string
  /** `<section qualified name>.<name>` */
  qualifiedName: string
  description?: string
  type: QuantityType
  shape?: Shape
  unit?: string
  default?: unknown
  virtual?: boolean
  searchable: boolean
  aggregatable: boolean
  suggestion: boolean
  searchFields: SearchField[]
  annotations: Annotations
  /** Other definition properties carried through unchanged (variable, dimensionality, attributes...). */
  more?: Record<string, unknown>
}

export interface SubSectionDef {
  m_def: 'SubSection'
  name: string
  qualifiedName: string
  description?: string
  /** Qualified name of the section this sub section holds. */
  section: string
  repeats: boolean
  searchable: boolean
  /** Stored as a nested document in the search index (queries match within one item). */
  nested: boolean
  /** Its contents appear at the parent's level in search (as EntryArchive.metadata does). */
  flatten: boolean
  annotations: Annotations
  more?: Record<string, unknown>
}

export interface SectionDef {
  m_def: 'Section'
  name: string
  qualifiedName: string
  packageName: string
  description?: string
  label?: string
  /** Other qualified names this section can be found by. */
  aliases: string[]
  /** Direct base sections, qualified names (unresolvable ones are reported as problems). */
  baseSections: string[]
  quantities: QuantityDef[]
  subSections: SubSectionDef[]
  innerSections: SectionDef[]
  annotations: Annotations
  more?: Record<string, unknown>
  /** All base sections, transitively, nearest first. */
  allBaseSections: string[]
  /** Own and inherited quantities; an own quantity overrides an inherited one of the same name. */
  allQuantities: QuantityDef[]
  allSubSections: SubSectionDef[]
}

export interface CategoryDef {
  m_def: 'Category'
  name: string
  /** `<package name>.<name>` */
  qualifiedName: string
  description?: string
  /** Other definition properties as written (categories this one belongs to, links, aliases...). */
  more?: Record<string, unknown>
}

export interface PackageDef {
  name: string
  description?: string
  /** Where the package came from (a file path), for messages. */
  source?: string
  sections: SectionDef[]
  /** Categories that quantities and sections name in their `categories` (NOMAD's category_definitions). */
  categories?: CategoryDef[]
}

export interface MetainfoProblem {
  severity: 'error' | 'warning'
  /** Dotted path to the offending definition, e.g. `definitions.sections.MySection.base_section`. */
  path: string
  message: string
  source?: string
}

export interface Model {
  packages: PackageDef[]
  /** Every section (inner ones included) by qualified name and by alias. */
  sections: Record<string, SectionDef>
  problems: MetainfoProblem[]
}

export const DATETIME_TYPE: QuantityType = { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }
