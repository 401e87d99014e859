import { describe, expect, it } from 'vitest'
import { hasRequiredData, mergeAllRequired, mergeRequired, parseRequiredKey, requiredForPath, requiredSpecSchema } from '../../../src/engine/archive/required.js'
import { isLocalReference, parseReference, splitArchivePath, valueAtPath } from '../../../src/engine/archive/paths.js'

describe('required spec schema', () => {
  it('accepts the forms NOMAD sends', () => {
    for (const spec of ['*', 'include-resolved', { run: { 'system[-1]': '*' }, 'resolve-inplace': false }, { 'calculation[1:3]': '*' }, { 'run[:2]': '*' }])
      expect(requiredSpecSchema.safeParse(spec).success, JSON.stringify(spec)).toBe(true)
  })
  it('rejects unknown directives, booleans outside resolve-inplace and broken selectors', () => {
    for (const spec of ['all', { run: true }, { 'run[x]': '*' }, { run: 3 }]) expect(requiredSpecSchema.safeParse(spec).success, JSON.stringify(spec)).toBe(false)
  })
  it('parses index and slice selectors', () => {
    expect(parseRequiredKey('system[-1]')).toEqual({ name: 'system', index: -1 })
    expect(parseRequiredKey('calculation[1:3]')).toEqual({ name: 'calculation', slice: { start: 1, stop: 3 } })
    expect(parseRequiredKey('run')).toEqual({ name: 'run' })
  })
})

describe('mergeRequired', () => {
  it('unites two card selections key by key', () => {
    expect(mergeRequired({ results: { material: '*' } }, { results: { properties: { electronic: 'include-resolved' } }, metadata: '*' })).toEqual({
      results: { material: '*', properties: { electronic: 'include-resolved' } },
      metadata: '*',
    })
  })
  it('lets "*" absorb a plain selection but keeps resolution when a selection resolves references', () => {
    expect(mergeRequired('*', { run: '*' })).toBe('*')
    expect(mergeRequired({ results: { properties: { electronic: 'include-resolved' } } }, '*')).toBe('include-resolved')
    expect(mergeRequired({ a: '*' }, 'include-resolved')).toBe('include-resolved')
  })
  it('keeps NOMAD’s default when resolve-inplace flags disagree, and a single flag as it is', () => {
    expect(mergeRequired({ a: '*', 'resolve-inplace': true }, { b: '*', 'resolve-inplace': false })).toEqual({ a: '*', b: '*', 'resolve-inplace': false })
    expect(mergeRequired({ a: '*', 'resolve-inplace': true }, { b: '*' })).toEqual({ a: '*', b: '*', 'resolve-inplace': true })
  })
  it('merges a list and leaves its inputs untouched', () => {
    const first = { results: { material: '*' as const } }
    const copy = structuredClone(first)
    expect(mergeAllRequired([first, undefined, { results: { method: '*' } }])).toEqual({ results: { material: '*', method: '*' } })
    expect(first).toEqual(copy)
    expect(mergeAllRequired([])).toBeUndefined()
  })
  it('asks for a lane path with index selectors', () => {
    expect(requiredForPath(['run', 0, 'system', -1])).toEqual({ 'run[0]': { 'system[-1]': '*' } })
    expect(requiredForPath(['results', 'material'], { elements: '*' })).toEqual({ results: { material: { elements: '*' } } })
  })
})

describe('archive paths and references', () => {
  const archive = { run: [{ system: [{ atoms: { labels: ['Si'] } }, { atoms: { labels: ['O'] } }] }], results: {} }
  it('splits paths, resolving negative indices from the end', () => {
    expect(splitArchivePath('#/run/0/system/-1')).toEqual(['run', 0, 'system', -1])
    expect(valueAtPath(archive, ['run', 0, 'system', -1, 'atoms', 'labels'])).toEqual(['O'])
  })
  it('recognises the reference forms NOMAD writes', () => {
    expect(parseReference('../upload/archive/abc#/data')).toEqual({ entryId: 'abc', path: ['data'] })
    expect(parseReference('../uploads/u1/archive/abc#/data/0')).toEqual({ uploadId: 'u1', entryId: 'abc', path: ['data', 0] })
    expect(parseReference('../upload/raw/schema.archive.yaml#/definitions/section_definitions/3')).toEqual({
      mainfile: 'schema.archive.yaml',
      path: ['definitions', 'section_definitions', 3],
    })
    expect(parseReference('plain text')).toBeUndefined()
  })
  it('tells references inside the archive from other slash texts', () => {
    expect(isLocalReference('/run/0/system/1', archive)).toBe(true)
    expect(isLocalReference('/run/0/system/5', archive)).toBe(false)
    expect(isLocalReference('/usr/bin', archive)).toBe(false)
  })
})

describe('m_request in required specs', () => {
  it('validates the depth and merges to the deeper request', () => {
    expect(requiredSpecSchema.safeParse({ run: { m_request: { depth: 2 } } }).success).toBe(true)
    expect(requiredSpecSchema.safeParse({ m_request: { depth: -1 } }).success).toBe(false)
    expect(mergeRequired({ m_request: { depth: 1 } }, { m_request: { depth: 2 }, run: '*' })).toEqual({ m_request: { depth: 2 }, run: '*' })
  })
})

describe('hasRequiredData', () => {
  const archive = { results: { material: { elements: ['Si'] } }, run: [{ system: [{ atoms: {} }] }], nexus: null }
  it('finds the data a spec asks for, below keys with selectors and inside lists', () => {
    expect(hasRequiredData(archive, { results: { material: '*', properties: { structures: '*' } } })).toBe(true)
    expect(hasRequiredData(archive, { run: { 'system[-1]': { atoms: '*' } } })).toBe(true)
    expect(hasRequiredData(archive, undefined)).toBe(true)
  })
  it('answers false when none of it is there', () => {
    expect(hasRequiredData(archive, { results: { properties: { electronic: 'include-resolved' } } })).toBe(false)
    expect(hasRequiredData(archive, { definitions: '*' })).toBe(false)
    expect(hasRequiredData(archive, { nexus: { m_request: { depth: 1 } } })).toBe(false)
    expect(hasRequiredData(archive, { run: { 'system[-1]': { symmetry: '*' } } })).toBe(false)
    expect(hasRequiredData({}, '*')).toBe(true)
  })
})
