/**
 * Evaluates an archive `required` spec (src/engine/archive/required.ts) on a stored archive, the
 * way NOMAD's archive/query answers: only the asked-for parts, and for "include-resolved" also
 * the sections its references point to, placed at their own paths (or, with resolve-inplace,
 * in place of the reference). References into other entries land in m_ref_archives.
 */
import { parseReference, splitArchivePath, valueAtPath, type ArchivePath, type ParsedReference } from '../../engine/archive/paths.js'
import { M_REQUEST, parseRequiredKey, RESOLVE_INPLACE, type RequestConfig, type RequiredObject, type RequiredSpec } from '../../engine/archive/required.js'

type Json = Record<string, unknown>

export interface ApplyRequiredOptions {
  /** Loads the archive another entry's reference points to (access-checked), or undefined. */
  loadReferenced?: (reference: ParsedReference) => Promise<Json | undefined>
}

export async function applyRequired(archive: Json, spec: RequiredSpec, options: ApplyRequiredOptions = {}): Promise<Json> {
  const inplace = typeof spec === 'object' && spec[RESOLVE_INPLACE] === true
  const state: ResolveState = { archive, inplace, localPaths: new Map(), external: [] }
  const selected = select(archive, spec, state)
  const result: Json = isPlainObject(selected) ? { ...selected } : {}
  delete result.m_ref_archives
  if (!inplace) {
    for (const path of state.localPaths.values()) placeAt(result, path, valueAtPath(archive, path))
  }
  result.m_ref_archives = await resolveExternal(state.external, options)
  return result
}

interface ResolveState {
  archive: Json
  inplace: boolean
  /** Local reference targets to add beside the selection, keyed by their path text. */
  localPaths: Map<string, ArchivePath>
  external: ParsedReferenceWithText[]
}

interface ParsedReferenceWithText extends ParsedReference {
  text: string
}

function select(node: unknown, spec: RequiredSpec | boolean | undefined, state: ResolveState): unknown {
  if (spec === '*') return node
  if (spec === 'include-resolved') return state.inplace ? resolveInplace(node, state, new Set()) : (collectReferences(node, state), node)
  if (typeof spec !== 'object' || spec === null) return undefined
  if (Array.isArray(node)) return node.map((item) => select(item, spec, state))
  if (!isPlainObject(node)) return node
  const request = (spec as RequiredObject)[M_REQUEST] as RequestConfig | undefined
  const result: Json = request ? (limitDepth(node, request.depth) as Json) : {}
  for (const [key, entry] of Object.entries(spec as RequiredObject)) {
    if (key === RESOLVE_INPLACE || key === M_REQUEST || typeof entry === 'boolean' || entry === undefined) continue
    const sub = entry as RequiredSpec
    const parsed = parseRequiredKey(key)
    if (!parsed || !(parsed.name in node)) continue
    const value = node[parsed.name]
    let picked: unknown
    if (parsed.index !== undefined || parsed.slice) {
      if (!Array.isArray(value)) continue
      const items = parsed.index !== undefined ? pickIndex(value, parsed.index) : pickSlice(value, parsed.slice!)
      picked = items.map((item) => select(item, sub, state))
    } else picked = select(value, sub, state)
    if (picked === undefined) continue
    result[parsed.name] = parsed.name in result ? deepMerge(result[parsed.name], picked) : picked
  }
  return result
}

/** A section with its quantities and `depth` levels of sub sections; deeper sections become {}. */
function limitDepth(node: unknown, depth: number): unknown {
  if (!isPlainObject(node)) return node
  // A stub keeps its chosen definition, so a lane knows what a sub section is before opening it.
  if (depth <= 0) return typeof node.m_def === 'string' ? { m_def: node.m_def } : {}
  const result: Json = {}
  for (const [key, value] of Object.entries(node)) {
    // m_ properties (m_def, m_attributes, m_annotations) belong to this section, whatever their shape.
    if (key.startsWith('m_')) result[key] = value
    else if (isPlainObject(value)) result[key] = limitDepth(value, depth - 1)
    else if (Array.isArray(value) && value.length > 0 && isPlainObject(value[0])) result[key] = value.map((item) => limitDepth(item, depth - 1))
    else result[key] = value
  }
  return result
}

function pickIndex(list: unknown[], index: number): unknown[] {
  const item = list[index < 0 ? list.length + index : index]
  return item === undefined ? [] : [item]
}

function pickSlice(list: unknown[], slice: { start?: number; stop?: number }): unknown[] {
  return list.slice(slice.start ?? 0, slice.stop ?? list.length)
}

/** Walks a selected part and notes every reference in it (and, transitively, in their targets). */
function collectReferences(node: unknown, state: ResolveState): void {
  const stack: unknown[] = [node]
  while (stack.length > 0) {
    const current = stack.pop()
    if (typeof current === 'string') {
      const target = referenceTarget(current, state)
      if (target) stack.push(target)
    } else if (Array.isArray(current)) {
      for (const item of current) if (typeof item !== 'number') stack.push(item)
    } else if (isPlainObject(current)) {
      for (const [key, value] of Object.entries(current)) if (key !== 'm_def' && typeof value !== 'number') stack.push(value)
    }
  }
}

/** Notes a reference; answers the newly found local target (to scan it too), else undefined. */
function referenceTarget(text: string, state: ResolveState): unknown {
  if (!text.includes('/')) return undefined
  const parsed = parseReference(text)
  if (!parsed) return undefined
  if (parsed.entryId === undefined && parsed.mainfile === undefined) {
    if (!text.startsWith('/') && !text.startsWith('#/')) return undefined
    const first = parsed.path[0]
    if (typeof first !== 'string' || !(first in state.archive)) return undefined
    const key = parsed.path.join('/')
    if (state.localPaths.has(key)) return undefined
    const target = valueAtPath(state.archive, parsed.path)
    if (target === undefined) return undefined
    state.localPaths.set(key, parsed.path)
    return target
  }
  if (!state.external.some((known) => known.text === text)) state.external.push({ ...parsed, text })
  return undefined
}

/** A copy of node where local references are replaced by their (recursively resolved) targets. */
function resolveInplace(node: unknown, state: ResolveState, visiting: Set<string>): unknown {
  if (typeof node === 'string') {
    if (!node.startsWith('/') && !node.startsWith('#/')) {
      if (node.includes('#/')) referenceTarget(node, state)
      return node
    }
    const path = splitArchivePath(node)
    const key = path.join('/')
    const target = typeof path[0] === 'string' && path[0] in state.archive ? valueAtPath(state.archive, path) : undefined
    if (target === undefined || visiting.has(key)) return node
    visiting.add(key)
    const resolved = resolveInplace(target, state, visiting)
    visiting.delete(key)
    return resolved
  }
  if (Array.isArray(node)) return node.some((item) => typeof item !== 'number') ? node.map((item) => resolveInplace(item, state, visiting)) : node
  if (isPlainObject(node)) {
    const copy: Json = {}
    for (const [key, value] of Object.entries(node)) copy[key] = key === 'm_def' ? value : resolveInplace(value, state, visiting)
    return copy
  }
  return node
}

async function resolveExternal(references: ParsedReferenceWithText[], options: ApplyRequiredOptions): Promise<Json> {
  const archives: Json = {}
  if (!options.loadReferenced) return archives
  for (const reference of references) {
    const target = await options.loadReferenced(reference)
    if (!target) continue
    const value = valueAtPath(target, reference.path)
    if (value === undefined) continue
    const base = reference.text.slice(0, reference.text.indexOf('#'))
    const holder = (archives[base] ??= {}) as Json
    placeAt(holder, reference.path, value)
  }
  return archives
}

/** Puts value at path below root, creating the sections and lists on the way; merges objects. */
export function placeAt(root: Json, path: readonly (string | number)[], value: unknown): void {
  if (path.length === 0) return
  let current: Json | unknown[] = root
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    const last = i === path.length - 1
    const next = path[i + 1]
    const slot = Array.isArray(current) ? (typeof step === 'number' ? (step < 0 ? current.length + step : step) : Number(step)) : String(step)
    const container = current as Record<string | number, unknown>
    if (last) {
      container[slot] = container[slot] === undefined ? value : deepMerge(container[slot], value)
      return
    }
    let child = container[slot]
    if (child === undefined || child === null || typeof child !== 'object') {
      child = typeof next === 'number' ? [] : {}
      container[slot] = child
    } else if (!Array.isArray(child)) {
      child = { ...(child as Json) }
      container[slot] = child
    } else {
      child = [...(child as unknown[])]
      container[slot] = child
    }
    current = child as Json | unknown[]
  }
}

/** Union of two selections of the same node (objects merge key-wise, lists item-wise). */
export function deepMerge(a: unknown, b: unknown): unknown {
  if (a === b) return a
  if (Array.isArray(a) && Array.isArray(b)) {
    const length = Math.max(a.length, b.length)
    return Array.from({ length }, (_, i) => (a[i] === undefined ? b[i] : b[i] === undefined ? a[i] : deepMerge(a[i], b[i])))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const merged: Json = { ...a }
    for (const [key, value] of Object.entries(b)) merged[key] = key in merged ? deepMerge(merged[key], value) : value
    return merged
  }
  return b
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
