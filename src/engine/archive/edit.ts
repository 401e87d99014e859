/**
 * Changes to an archive being edited (spec 3 §4.1), pure: every change answers a new archive and
 * leaves the one it was given untouched, so an edit can be dropped or compared with the stored one.
 * Paths are archive paths (['data', 'measurements', 0]); a negative index counts from the end.
 */
import { isRecord } from '../json.js'
import { valueAtPath, type ArchivePath } from './paths.js'

type Json = Record<string, unknown>

/** Why an edit was refused: the path does not lead to a section where the edit expects one. */
export class ArchiveEditError extends Error {}

const describe = (path: ArchivePath) => '/' + path.map(String).join('/')

function itemIndex(list: unknown[], step: number): number {
  return step < 0 ? list.length + step : step
}

/** A copy of `container` with the value at `path` replaced by what `change` makes of it (undefined removes it). */
function changedAt(container: unknown, path: ArchivePath, change: (value: unknown) => unknown, whole: ArchivePath): unknown {
  if (path.length === 0) return change(container)
  const [step, ...rest] = path
  if (typeof step === 'number') {
    if (!Array.isArray(container)) throw new ArchiveEditError(`There is no list at ${describe(whole)}.`)
    const index = itemIndex(container, step)
    if (index < 0 || index >= container.length) throw new ArchiveEditError(`There is no item ${step} at ${describe(whole)}.`)
    const next = changedAt(container[index], rest, change, whole)
    const copy = [...container]
    if (next === undefined) copy.splice(index, 1)
    else copy[index] = next
    return copy
  }
  if (!isRecord(container)) throw new ArchiveEditError(`There is no section at ${describe(whole)}.`)
  const next = changedAt(container[step], rest, change, whole)
  const copy: Json = { ...container }
  if (next === undefined) delete copy[step]
  else copy[step] = next
  return copy
}

function sectionAt(root: Json, path: ArchivePath): Json {
  const section = valueAtPath(root, path)
  if (!isRecord(section)) throw new ArchiveEditError(`There is no section at ${describe(path)}.`)
  return section
}

export interface AddedSubSection {
  archive: Json
  /** The path of the new (empty) section, to navigate to. */
  path: ArchivePath
}

/**
 * Adds an empty sub section: a single one becomes present (an existing one is kept as it is), a
 * repeating one gets an empty item appended. `m_def` names the chosen definition where it is not the declared one.
 */
export function addSubSection(archive: Json, sectionPath: ArchivePath, name: string, repeats: boolean, mDef?: string): AddedSubSection {
  const section = sectionAt(archive, sectionPath)
  const empty: Json = mDef ? { m_def: mDef } : {}
  if (!repeats) {
    if (isRecord(section[name])) return { archive, path: [...sectionPath, name] }
    return { archive: changedAt(archive, [...sectionPath, name], () => empty, sectionPath) as Json, path: [...sectionPath, name] }
  }
  const items = Array.isArray(section[name]) ? (section[name] as unknown[]) : []
  return { archive: changedAt(archive, [...sectionPath, name], () => [...items, empty], sectionPath) as Json, path: [...sectionPath, name, items.length] }
}

/** Removes what is at the path: an item of a repeating sub section, a single sub section or a quantity's value. */
export function deleteAtPath(archive: Json, path: ArchivePath): Json {
  if (path.length === 0) throw new ArchiveEditError('The archive itself cannot be deleted.')
  if (valueAtPath(archive, path) === undefined) throw new ArchiveEditError(`There is nothing at ${describe(path)}.`)
  const result = changedAt(archive, path, () => undefined, path) as Json
  // An emptied repeating sub section is removed as a whole, as if it had never been added.
  const parentPath = path.slice(0, -1)
  const parent = valueAtPath(result, parentPath)
  if (typeof path[path.length - 1] === 'number' && Array.isArray(parent) && parent.length === 0) return changedAt(result, parentPath, () => undefined, path) as Json
  return result
}

/** Sets (or, with undefined, unsets) a quantity of the section at `sectionPath`. */
export function setQuantity(archive: Json, sectionPath: ArchivePath, name: string, value: unknown): Json {
  sectionAt(archive, sectionPath)
  return changedAt(archive, [...sectionPath, name], () => value, sectionPath) as Json
}

/** Replaces the section at `sectionPath` as a whole (the JSON editor of a section lane). */
export function replaceSection(archive: Json, sectionPath: ArchivePath, section: Json): Json {
  sectionAt(archive, sectionPath)
  return changedAt(archive, sectionPath, () => section, sectionPath) as Json
}

/** Whether a section holds anything besides its definition (m_def). */
export function hasContent(section: Json): boolean {
  return Object.keys(section).some((key) => key !== 'm_def')
}

/**
 * Whether a section's definition may be changed to `chosen` (spec 3 §4.1): always while the section
 * is empty, otherwise only to one of the sections inheriting from its current definition, which
 * keep everything it holds meaningful.
 */
export function mayChangeDefinition(section: Json, chosen: string, inheriting: readonly string[]): boolean {
  return !hasContent(section) || inheriting.includes(chosen)
}

/** Gives the section at `sectionPath` another definition (its m_def). */
export function setSectionDefinition(archive: Json, sectionPath: ArchivePath, mDef: string): Json {
  const section = sectionAt(archive, sectionPath)
  return changedAt(archive, sectionPath, () => ({ m_def: mDef, ...withoutDefinition(section) }), sectionPath) as Json
}

function withoutDefinition(section: Json): Json {
  const { m_def: _ignored, ...rest } = section
  return rest
}
