/**
 * What the archive browser's lanes show (spec 3 §2.2, §5, §9), without React: the items of a
 * section, the windows of long lists, number and matrix formatting, and lane paths.
 */
import type { QuantityDef, SectionDef, SubSectionDef } from '../../engine/metainfo/index.js'

/** Long lists show the first 50 and the last 5 items and expand in pages of 25. */
export const LIST_FIRST = 50
export const LIST_LAST = 5
export const LIST_STEP = 25
/** Matrix display: 24 px rows, at most 300 px high, the first 5 items then 'and N more items'. */
export const MATRIX_ROW_HEIGHT = 24
export const MATRIX_MAX_HEIGHT = 300
export const MATRIX_PREVIEW_ITEMS = 5
/** Numbers outside this range (by magnitude, zero excluded) are written in scientific notation. */
export const SCIENTIFIC_BELOW = 1e-5
export const SCIENTIFIC_ABOVE = 1e5
/** Texts longer than this are left out of the JSON view. */
export const JSON_TEXT_LIMIT = 1000

type Json = Record<string, unknown>

export const isSection = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
export const isSectionList = (value: unknown): value is Json[] => Array.isArray(value) && value.length > 0 && value.every(isSection)

export interface QuantityItem {
  kind: 'quantity'
  name: string
  value: unknown
  def?: QuantityDef
  /** Defined for the section but without a value in this entry (shown with showAllDefined). */
  absent?: boolean
}

export interface SubSectionItem {
  kind: 'subsection'
  name: string
  repeats: boolean
  /** Items of a repeating sub section. */
  count: number
  def?: SubSectionDef
  /** Defined for the section but without a value in this entry (shown with showAllDefined). */
  absent?: boolean
}

export interface SectionContents {
  quantities: QuantityItem[]
  subSections: SubSectionItem[]
  /** m_attributes of the section, when it has any. */
  attributes?: Json
}

export interface ContentOptions {
  /** Show code-specific properties (names starting with x_). */
  showCodeSpecific?: boolean
  /** Also list what the section's definition allows but this entry does not hold. */
  showAllDefined?: boolean
}

interface ElnSectionAnnotation {
  hide?: unknown
  properties?: { visible?: { include?: unknown; exclude?: unknown }; order?: unknown }
}

const elnOf = (section?: SectionDef) => section?.annotations?.eln as ElnSectionAnnotation | undefined
const listOf = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined)

/**
 * Hidden by annotation: the section's eln.hide lists it, its eln.properties.visible excludes it or
 * includes others only, or the property's display (or eln) visible is false.
 */
export function hiddenByAnnotation(name: string, section?: SectionDef, def?: { annotations?: Record<string, unknown> }): boolean {
  const eln = elnOf(section)
  if (listOf(eln?.hide)?.includes(name)) return true
  if (listOf(eln?.properties?.visible?.exclude)?.includes(name)) return true
  const include = listOf(eln?.properties?.visible?.include)
  if (include && !include.includes(name)) return true
  const display = def?.annotations?.display as { visible?: unknown } | undefined
  const own = def?.annotations?.eln as { visible?: unknown } | undefined
  return display?.visible === false || own?.visible === false
}

/** Orders names by the section's eln.properties.order (or display.order), the rest after them by name. */
export function annotatedOrder(section?: SectionDef): (a: string, b: string) => number {
  const display = section?.annotations?.display as { order?: unknown } | undefined
  const order = listOf(elnOf(section)?.properties?.order) ?? listOf(display?.order) ?? []
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b)
}

/**
 * The quantities and sub sections of a section value, named by its definition where there is one:
 * x_ properties only with showCodeSpecific, virtual and annotation-hidden ones never, m_ properties
 * (m_def, m_attributes, ...) not as items. Sub sections follow the definition's order, then the rest.
 */
export function sectionContents(section: Json, def: SectionDef | undefined, options: ContentOptions = {}): SectionContents {
  const quantities: QuantityItem[] = []
  const subSections: SubSectionItem[] = []
  const quantityDefs = new Map(def?.allQuantities.map((q) => [q.name, q]))
  const subSectionDefs = new Map(def?.allSubSections.map((s) => [s.name, s]))
  for (const [name, value] of Object.entries(section)) {
    if (name.startsWith('m_')) continue
    if (name.startsWith('x_') && !options.showCodeSpecific) continue
    const quantityDef = quantityDefs.get(name)
    const subSectionDef = subSectionDefs.get(name)
    if (quantityDef?.virtual) continue
    if (hiddenByAnnotation(name, def, quantityDef ?? subSectionDef)) continue
    if (!quantityDef && (isSection(value) || isSectionList(value) || subSectionDef)) {
      const repeats = subSectionDef?.repeats ?? Array.isArray(value)
      subSections.push({ kind: 'subsection', name, repeats, count: Array.isArray(value) ? value.length : 1, def: subSectionDef })
    } else quantities.push({ kind: 'quantity', name, value, def: quantityDef })
  }
  if (options.showAllDefined && def) {
    const shown = (name: string, property: QuantityDef | SubSectionDef) =>
      !Object.hasOwn(section, name) && !name.startsWith('m_') && (options.showCodeSpecific || !name.startsWith('x_')) && !hiddenByAnnotation(name, def, property)
    for (const quantityDef of def.allQuantities)
      if (!quantityDef.virtual && shown(quantityDef.name, quantityDef)) quantities.push({ kind: 'quantity', name: quantityDef.name, value: undefined, def: quantityDef, absent: true })
    for (const subSectionDef of def.allSubSections)
      if (shown(subSectionDef.name, subSectionDef)) subSections.push({ kind: 'subsection', name: subSectionDef.name, repeats: subSectionDef.repeats, count: 0, def: subSectionDef, absent: true })
  }
  const byOrder = annotatedOrder(def)
  quantities.sort((a, b) => byOrder(a.name, b.name))
  subSections.sort((a, b) => byOrder(a.name, b.name))
  const attributes = isSection(section.m_attributes) && Object.keys(section.m_attributes).length > 0 ? section.m_attributes : undefined
  return { quantities, subSections, attributes }
}

export interface ListWindow {
  head: number[]
  /** How many items are folded between head and tail. */
  hidden: number
  tail: number[]
}

/** The indices a list of `count` items shows after `expansions` clicks on its expander. */
export function listWindow(count: number, expansions = 0): ListWindow {
  const first = LIST_FIRST + expansions * LIST_STEP
  if (count <= first + LIST_LAST) return { head: range(0, count), hidden: 0, tail: [] }
  return { head: range(0, first), hidden: count - first - LIST_LAST, tail: range(count - LIST_LAST, count) }
}

const range = (start: number, stop: number) => Array.from({ length: Math.max(0, stop - start) }, (_, i) => start + i)

/** A number as the browser writes it: scientific outside 1e-5..1e5, else up to 5 significant digits. */
export function formatArchiveNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  if (value === 0) return '0'
  const magnitude = Math.abs(value)
  if (magnitude < SCIENTIFIC_BELOW || magnitude >= SCIENTIFIC_ABOVE) return value.toExponential(4).replace(/\.?0+e/, 'e')
  if (Number.isInteger(value)) return String(value)
  return String(Number(value.toPrecision(5)))
}

export function formatScalar(value: unknown): string {
  if (typeof value === 'number') return formatArchiveNumber(value)
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The shape of a nested list ([3, 2] for a 3x2 matrix). */
export function shapeOf(value: unknown): number[] {
  const shape: number[] = []
  let current = value
  while (Array.isArray(current)) {
    shape.push(current.length)
    current = current[0]
  }
  return shape
}

/** The rows a matrix display shows: the first 5 and how many more there are. */
export function matrixPreview(value: unknown[]): { rows: unknown[]; more: number } {
  return { rows: value.slice(0, MATRIX_PREVIEW_ITEMS), more: Math.max(0, value.length - MATRIX_PREVIEW_ITEMS) }
}

export const moreItemsText = (n: number) => `and ${n} more items`

/** A copy of a value for the JSON view, with texts over 1000 characters left out. */
export function forJsonView(value: unknown): unknown {
  if (typeof value === 'string') return value.length > JSON_TEXT_LIMIT ? `<${value.length} characters omitted>` : value
  if (Array.isArray(value)) return value.map(forJsonView)
  if (isSection(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forJsonView(v)]))
  return value
}

/** A lane key: 'name' for a section or quantity, 'name:index' for an item of a repeating sub section. */
export interface LaneKey {
  name: string
  index?: number
}

export function parseLaneKey(key: string): LaneKey {
  const match = /^(.+?)(?::|\/)(-?\d+)$/.exec(key)
  return match ? { name: match[1], index: Number(match[2]) } : { name: key }
}

export const laneKeyText = (key: LaneKey) => (key.index === undefined ? key.name : `${key.name}:${key.index}`)

/** Lane keys of a browser path ('run:0/system:1/atoms') as an archive path (['run', 0, 'system', 1, 'atoms']). */
export function archivePathOf(keys: readonly LaneKey[]): (string | number)[] {
  return keys.flatMap((key) => (key.index === undefined ? [key.name] : [key.name, key.index]))
}

/** An archive path (from a reference) as lane keys: ['run', 0, 'system', 1] → run:0/system:1. */
export function laneKeysOf(path: readonly (string | number)[]): LaneKey[] {
  const keys: LaneKey[] = []
  for (const step of path) {
    if (typeof step === 'number' && keys.length > 0 && keys[keys.length - 1].index === undefined) keys[keys.length - 1] = { ...keys[keys.length - 1], index: step }
    else keys.push({ name: String(step) })
  }
  return keys
}
