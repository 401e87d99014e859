import { buildModel, type SectionResolver } from './buildModel.js'
import type { DraftPackage, DraftQuantity, DraftSection, DraftSubSection, DraftType } from './draft.js'
import { primitiveType } from './typeNames.js'
import type { MetainfoProblem, Model } from './types.js'
import { parseUnit } from './units.js'

/**
 * Loads user-defined schemas written in NOMAD's `definitions:` format (the YAML short form with
 * `sections:` mappings, or the JSON form with `section_definitions:` lists) into the model.
 */
export interface NomadDefinitionsOptions {
  /** The definitions user schemas build on (Strata's own model). */
  base: Model
  /** File name for messages. */
  source?: string
  /** Qualifies the new section names, e.g. `entry_id:<id>`; default: the schema's name or the source. */
  packageName?: string
  /** Resolves references into other files (`../upload/raw/<file>#<section>`) to qualified names. */
  resolveExternal?: (ref: string) => string | undefined
}

const SECTION_KEYS = new Set([
  'name', 'description', 'label', 'base_section', 'base_sections', 'quantities', 'sub_sections', 'inner_section_definitions',
  'm_annotations', 'aliases', 'more', 'links', 'deprecated', 'extends_base_section', 'attributes', 'categories',
  'constraints', 'm_def', 'm_parent_index', 'm_parent_sub_section', 'definition_id',
])
const QUANTITY_KEYS = new Set([
  'name', 'type', 'shape', 'unit', 'description', 'default', 'm_annotations', 'dimensionality', 'variable', 'attributes',
  'virtual', 'derived', 'aliases', 'deprecated', 'label', 'links', 'categories', 'flexible_unit', 'more', 'cached',
  'm_def', 'm_parent_index', 'm_parent_sub_section',
])
const SUB_SECTION_KEYS = new Set([
  'name', 'section', 'sub_section', 'repeats', 'description', 'm_annotations', 'label', 'more', 'key_quantity',
  'categories', 'aliases', 'deprecated', 'links', 'm_def', 'm_parent_index', 'm_parent_sub_section',
])
/** Definition properties kept (in `more`) for the metainfo browser, beyond what the model types hold. */
const KEPT_PROPERTIES = ['dimensionality', 'variable', 'attributes', 'aliases', 'deprecated', 'label', 'links', 'more', 'flexible_unit', 'extends_base_section', 'key_quantity', 'categories']

type Obj = Record<string, unknown>

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Returns a new model: the base model plus the schema's package; problems name their paths. */
export function loadNomadDefinitions(document: unknown, options: NomadDefinitionsOptions): Model {
  const problems: MetainfoProblem[] = []
  const warn = (path: string, message: string, severity: MetainfoProblem['severity'] = 'warning') =>
    problems.push({ severity, path, message, source: options.source })
  const definitions = isObject(document) && 'definitions' in document ? document.definitions : document
  const packageName = options.packageName ?? (isObject(definitions) && typeof definitions.name === 'string' ? definitions.name : undefined) ?? options.source ?? 'definitions'
  const reader = new DefinitionsReader(packageName, warn)
  const pkg: DraftPackage = {
    name: packageName,
    description: isObject(definitions) && typeof definitions.description === 'string' ? definitions.description : undefined,
    source: options.source,
    searchableByDefault: false,
    sections: isObject(definitions) ? reader.readPackage(definitions) : [],
    categories: isObject(definitions) ? readCategories(definitions.category_definitions, warn) : [],
  }
  if (!isObject(definitions)) warn('definitions', 'the document holds no definitions', 'error')

  const model = buildModel([pkg], { base: options.base, resolve: reader.resolver(options.resolveExternal) })
  return { ...model, problems: [...model.problems, ...problems] }
}

class DefinitionsReader {
  /** `#/definitions/section_definitions/0[/inner_section_definitions/1]` -> qualified name. */
  private readonly byPath = new Map<string, string>()
  /** Section names within this schema -> qualified name (top-level ones win over inner ones). */
  private readonly byName = new Map<string, string>()

  constructor(private readonly packageName: string, private readonly warn: (path: string, message: string, severity?: MetainfoProblem['severity']) => void) {}

  readPackage(definitions: Obj): DraftSection[] {
    const key = definitions.sections !== undefined ? 'sections' : 'section_definitions'
    const sections = entriesOf(definitions[key], `definitions.${key}`, this.warn)
    const drafts = sections.map(([name, spec, path], index) =>
      this.readSection(name, spec, path, this.packageName, `#/definitions/section_definitions/${index}`))
    return drafts
  }

  resolver(resolveExternal?: (ref: string) => string | undefined): SectionResolver {
    return (raw, { sections }) => {
      const ref = raw.trim()
      if (sections[ref]) return sections[ref].qualifiedName
      if (ref.startsWith('#/definitions/')) return this.byPath.get(ref)
      if (ref.startsWith('#/')) return this.byName.get(ref.slice(2))
      if (ref.includes('#')) {
        return resolveExternal?.(ref) ?? { severity: 'warning', message: `'${ref}' points into another file, which is not loaded` }
      }
      if (!ref.includes('.')) return this.byName.get(ref)
      return { severity: 'warning', message: `section '${ref}' is not defined here (a schema of a plugin that is not installed?)` }
    }
  }

  private readSection(fallbackName: string, spec: unknown, path: string, parentName: string, indexPath: string): DraftSection {
    const obj = isObject(spec) ? spec : {}
    if (spec !== null && spec !== undefined && !isObject(spec)) this.warn(path, 'a section definition must be a mapping', 'error')
    const name = typeof obj.name === 'string' ? obj.name : fallbackName
    const qualifiedName = `${parentName}.${name}`
    this.byPath.set(indexPath, qualifiedName)
    if (!this.byName.has(name) || parentName === this.packageName) this.byName.set(name, qualifiedName)
    this.reportUnknownKeys(obj, SECTION_KEYS, path)

    const innerSections: DraftSection[] = entriesOf(obj.inner_section_definitions, `${path}.inner_section_definitions`, this.warn)
      .map(([innerName, innerSpec, innerPath], i) =>
        this.readSection(innerName, innerSpec, innerPath, qualifiedName, `${indexPath}/inner_section_definitions/${i}`))
    const subSections = entriesOf(obj.sub_sections, `${path}.sub_sections`, this.warn).map(([subName, subSpec, subPath]) =>
      this.readSubSection(subName, subSpec, subPath, qualifiedName, indexPath, innerSections))
    return {
      name,
      path,
      description: stringOrUndefined(obj.description),
      label: stringOrUndefined(obj.label),
      aliases: Array.isArray(obj.aliases) ? obj.aliases.map(String) : [],
      baseSections: toList(obj.base_sections ?? obj.base_section).map((b) => String(b).trim()).filter(Boolean),
      quantities: entriesOf(obj.quantities, `${path}.quantities`, this.warn).map(([qName, qSpec, qPath]) => this.readQuantity(qName, qSpec, qPath)),
      subSections,
      innerSections,
      annotations: annotationsOf(obj),
      more: kept(obj),
    }
  }

  private readQuantity(fallbackName: string, spec: unknown, path: string): DraftQuantity {
    const obj = isObject(spec) ? spec : {}
    this.reportUnknownKeys(obj, QUANTITY_KEYS, path)
    const annotations = annotationsOf(obj)
    let unit = typeof obj.unit === 'string' && obj.unit.trim() ? obj.unit.trim() : undefined
    if (unit) {
      const parsed = parseUnit(unit)
      if (parsed) unit = parsed.canonical
      else this.warn(`${path}.unit`, `unit '${unit}' is not known`)
    }
    const shape = obj.shape === undefined || obj.shape === null ? undefined : toList(obj.shape) as (string | number)[]
    return {
      name: typeof obj.name === 'string' ? obj.name : fallbackName,
      path,
      description: stringOrUndefined(obj.description),
      type: readType(obj.type),
      shape,
      unit,
      default: obj.default,
      virtual: obj.virtual === true ? true : undefined,
      searchable: 'elasticsearch' in annotations,
      searchFields: [],
      annotations,
      more: kept(obj),
    }
  }

  private readSubSection(fallbackName: string, spec: unknown, path: string, parentName: string, parentIndexPath: string, innerSections: DraftSection[]): DraftSubSection {
    const obj = isObject(spec) ? spec : {}
    const ignored = Object.keys(obj).filter((key) => ['quantities', 'sub_sections', 'base_section', 'base_sections'].includes(key))
    if (ignored.length) this.warn(path, `${ignored.join(', ')} belong in the sub section's section; ignored here`)
    this.reportUnknownKeys(Object.fromEntries(Object.entries(obj).filter(([k]) => !ignored.includes(k))), SUB_SECTION_KEYS, path)
    const name = typeof obj.name === 'string' ? obj.name : fallbackName
    let section: string | undefined
    if (isObject(obj.section)) {
      const innerName = typeof obj.section.name === 'string' ? obj.section.name : camelCase(name)
      const indexPath = `${parentIndexPath}/inner_section_definitions/${innerSections.length}`
      innerSections.push(this.readSection(innerName, obj.section, `${path}.section`, parentName, indexPath))
      section = `${parentName}.${innerName}`
    } else if (typeof obj.section === 'string' || typeof obj.sub_section === 'string') {
      section = String(obj.section ?? obj.sub_section)
    }
    return {
      name,
      path,
      description: stringOrUndefined(obj.description),
      section,
      repeats: obj.repeats === true,
      searchable: false,
      nested: false,
      flatten: false,
      annotations: annotationsOf(obj),
      more: kept(obj),
    }
  }

  private reportUnknownKeys(obj: Obj, known: Set<string>, path: string) {
    for (const key of Object.keys(obj)) if (!known.has(key)) this.warn(`${path}.${key}`, `unknown property '${key}' is ignored`)
  }
}

function readType(spec: unknown): DraftType {
  if (spec === undefined || spec === null) return { kind: 'invalid', message: 'the quantity has no type' }
  if (typeof spec === 'string') {
    const primitive = primitiveType(spec)
    return primitive ? { kind: 'resolved', type: primitive } : { kind: 'reference', ref: spec }
  }
  if (!isObject(spec) || typeof spec.type_kind !== 'string') return { kind: 'invalid', message: `type ${JSON.stringify(spec)} is not understood` }
  const kind = spec.type_kind
  const data = spec.type_data
  if (kind.toLowerCase() === 'enum') {
    if (!Array.isArray(data) || !data.every((v) => typeof v === 'string')) return { kind: 'invalid', message: 'an enum type needs a list of strings as type_data' }
    return { kind: 'resolved', type: { type_kind: 'enum', type_data: data } }
  }
  if (kind === 'reference') return typeof data === 'string' ? { kind: 'reference', ref: data } : { kind: 'invalid', message: 'a reference type needs type_data' }
  if (['python', 'numpy', 'custom', 'User', 'Author', 'quantity_reference'].includes(kind) && typeof data === 'string') {
    return { kind: 'resolved', type: { type_kind: kind, type_data: data } }
  }
  return { kind: 'invalid', message: `type kind '${kind}' is not understood` }
}

/** Both spellings: a mapping of name -> definition, or a list of definitions carrying `name`. */
function entriesOf(value: unknown, path: string, warn: (path: string, message: string, severity?: MetainfoProblem['severity']) => void): [string, unknown, string][] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) {
    return value.map((item, i) => [isObject(item) && typeof item.name === 'string' ? item.name : `${i}`, item, `${path}.${i}`])
  }
  if (isObject(value)) return Object.entries(value).map(([name, item]) => [name, item, `${path}.${name}`])
  warn(path, 'expected a mapping of definitions', 'error')
  return []
}

/** NOMAD's category_definitions, as a list carrying names or a mapping by name. */
function readCategories(value: unknown, warn: (path: string, message: string, severity?: MetainfoProblem['severity']) => void): NonNullable<DraftPackage['categories']> {
  return entriesOf(value, 'definitions.category_definitions', warn).map(([name, spec]) => {
    const obj = isObject(spec) ? spec : {}
    return { name, description: stringOrUndefined(obj.description), more: kept(obj) }
  })
}

/** NOMAD stores each annotation as a list (`eln: [{...}]`); one annotation is read as itself, as a schema writes it. */
function annotationsOf(obj: Obj): Record<string, unknown> {
  if (!isObject(obj.m_annotations)) return {}
  return Object.fromEntries(Object.entries(obj.m_annotations).map(([key, value]) => [key, Array.isArray(value) && value.length === 1 ? value[0] : value]))
}

function kept(obj: Obj): Record<string, unknown> | undefined {
  const entries = KEPT_PROPERTIES.filter((key) => obj[key] !== undefined).map((key) => [key, obj[key]])
  return entries.length ? Object.fromEntries(entries) : undefined
}

function toList(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** `pvd_evaporation` -> `PvdEvaporation`, the name NOMAD gives an inline section. */
function camelCase(name: string): string {
  return name.split(/[_\s-]+/).filter(Boolean).map((part) => part[0].toUpperCase() + part.slice(1)).join('')
}
