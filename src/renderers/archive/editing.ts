/**
 * What may be edited in the archive browser (spec 3 §4.1, §5, §6), without React. The archive as a
 * whole is editable when its page says so (a writer of an unpublished upload, an ELN mainfile);
 * within it, editability depends on the section and its annotations, not on roles.
 */
import type { ArchivePath } from '../../engine/archive/paths.js'
import type { Model, QuantityDef, SectionDef } from '../../engine/metainfo/index.js'
import { USER_PACKAGE_PREFIX } from './entryModel.js'

type Json = Record<string, unknown>

/** What the page hands the browser for an editable archive. */
export interface ArchiveEditing {
  /** Edits are taken now (not while the data loads or a save runs). */
  ready: boolean
  /** Unsaved changes exist. */
  changed: boolean
  saving: boolean
  /** Applies a change to the whole archive ({data: ...}); ignored when not ready. */
  apply: (change: (archive: Json) => Json) => Promise<void>
  save: () => Promise<void>
}

/** The ELN annotation of a definition, when it has one (NOMAD writes it as an object or a one-item list). */
export function elnAnnotation(def: { annotations?: Record<string, unknown> } | undefined): Json | undefined {
  const eln = def?.annotations?.eln
  const first = Array.isArray(eln) ? eln[0] : eln
  return first && typeof first === 'object' ? (first as Json) : undefined
}

/** Properties a section's ELN annotation lists as not editable (`properties.editable.exclude`). */
export function excludedFromEditing(def: SectionDef | undefined): string[] {
  const properties = elnAnnotation(def)?.properties as { editable?: { exclude?: unknown } } | undefined
  const exclude = properties?.editable?.exclude
  return Array.isArray(exclude) ? exclude.filter((name): name is string => typeof name === 'string') : []
}

/** A section of a user schema or one carrying an ELN annotation (itself or by inheritance) is meant to be edited. */
function isElnSection(model: Model, def: SectionDef): boolean {
  if (def.packageName.startsWith(USER_PACKAGE_PREFIX)) return true
  return [def.qualifiedName, ...def.allBaseSections].some((name) => elnAnnotation(model.sections[name] ?? (name === def.qualifiedName ? def : undefined)) !== undefined)
}

/** Whether the section at a lane path can be changed: below `data`, with a definition meant for editing. */
export function sectionIsEditable(model: Model | undefined, archivePath: ArchivePath, def: SectionDef | undefined): boolean {
  return Boolean(model && def && archivePath[0] === 'data' && isElnSection(model, def))
}

/** The quantity editors Strata has, by NOMAD's ELN component names. */
export const EDITOR_KINDS = {
  StringEditQuantity: 'text',
  URLEditQuantity: 'url',
  FileEditQuantity: 'file',
  RichTextEditQuantity: 'richtext',
  NumberEditQuantity: 'number',
  SliderEditQuantity: 'slider',
  EnumEditQuantity: 'enum',
  RadioEnumEditQuantity: 'radio',
  AutocompleteEditQuantity: 'enum',
  BoolEditQuantity: 'bool',
  DateTimeEditQuantity: 'datetime',
  DateEditQuantity: 'datetime',
  TimeEditQuantity: 'datetime',
  ReferenceEditQuantity: 'reference',
  AuthorEditQuantity: 'author',
  QueryEditQuantity: 'query',
} as const

/** Components whose value is an object (or a matrix): rjsf draws them as fields, the others as widgets. */
export const FIELD_KINDS: ReadonlySet<EditorKind> = new Set<EditorKind>(['author', 'query'])

/** Kinds that also edit fixed-shape vectors and matrices, cell by cell. */
const CELL_KINDS: ReadonlySet<EditorKind> = new Set<EditorKind>(['number', 'text'])

export type EditorKind = (typeof EDITOR_KINDS)[keyof typeof EDITOR_KINDS]

/**
 * The editor a quantity gets: quantities with an ELN component Strata knows that hold one value, a
 * list of any length (shape ['*']), or (numbers and strings) a vector or matrix of fixed shape.
 */
export function editorKind(def: QuantityDef): EditorKind | undefined {
  const component = elnAnnotation(def)?.component
  if (typeof component !== 'string' || !(component in EDITOR_KINDS)) return undefined
  const kind = EDITOR_KINDS[component as keyof typeof EDITOR_KINDS]
  if (isFixedShape(def) && (!CELL_KINDS.has(kind) || (def.shape?.length ?? 0) > 2)) return undefined
  return kind
}

/** A vector or matrix of fixed lengths (shape [3], [3, 3]). */
export function isFixedShape(def: QuantityDef): boolean {
  return Boolean(def.shape && def.shape.length > 0 && def.shape.every((length) => typeof length === 'number'))
}

/** A quantity holding a list of any length, such as tags (shape ['*']). */
export function isOpenList(def: QuantityDef): boolean {
  return def.shape?.length === 1 && typeof def.shape[0] === 'string'
}

/**
 * A quantity (or sub section) may be edited only in an editable section and when no section on the
 * way down (this one included) lists it among its non-editable properties (spec 3 §5).
 */
export function mayEditProperty(sectionEditable: boolean, name: string, excluded: ReadonlySet<string>): boolean {
  return sectionEditable && !excluded.has(name)
}

/** Sections that inherit from `def` (directly or not), found in the model. */
export function inheritingSections(model: Model, def: SectionDef): SectionDef[] {
  const seen = new Set<string>()
  return Object.values(model.sections).filter((section) => {
    if (seen.has(section.qualifiedName) || !section.allBaseSections.includes(def.qualifiedName)) return false
    seen.add(section.qualifiedName)
    return true
  })
}

/**
 * How an archive names a definition in m_def: a built-in section by its qualified name, a section of
 * a user schema by a reference into the schema's definitions (`#/...` when the entry holds the
 * schema itself, `../upload/raw/{file}#/...` otherwise). Undefined for sections that cannot be named so.
 */
export function definitionReference(model: Model, def: SectionDef, entryId: string | undefined): string | undefined {
  if (!def.packageName.startsWith(USER_PACKAGE_PREFIX)) return def.qualifiedName
  const pkg = model.packages.find((candidate) => candidate.name === def.packageName)
  const index = pkg?.sections.indexOf(def) ?? -1
  if (!pkg || index < 0) return undefined
  const fragment = `/definitions/section_definitions/${index}`
  if (entryId && pkg.name === `${USER_PACKAGE_PREFIX}${entryId}`) return `#${fragment}`
  return pkg.source ? `../upload/raw/${pkg.source}#${fragment}` : undefined
}
