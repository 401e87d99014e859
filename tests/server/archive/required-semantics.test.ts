import { describe, expect, it } from 'vitest'
import { applyRequired } from '../../../src/server/archive/apply-required.js'

const archive = {
  run: [
    { program: { name: 'VASP' }, system: [{ atoms: { labels: ['Si'] } }, { atoms: { labels: ['Si', 'Si'] } }], calculation: [{ energy: 1, system_ref: '/run/0/system/1' }] },
    { program: { name: 'second' } },
  ],
  results: { properties: { electronic: { dos: { energies: '/run/0/calculation/0/energy', total: ['/run/0/system/0'] } } } },
  processing_logs: [{ event: 'parsed', level: 'INFO' }],
}

describe('applyRequired', () => {
  it('answers "*" with everything and an empty m_ref_archives', async () => {
    expect(await applyRequired(archive, '*')).toEqual({ ...archive, m_ref_archives: {} })
  })

  it('selects only the named keys, through lists', async () => {
    expect(await applyRequired(archive, { run: { program: '*' } })).toEqual({ run: [{ program: { name: 'VASP' } }, { program: { name: 'second' } }], m_ref_archives: {} })
  })

  it('selects single items and slices by index selectors, counting negative indices from the end', async () => {
    expect(await applyRequired(archive, { 'run[0]': { 'system[-1]': '*' } })).toEqual({ run: [{ system: [{ atoms: { labels: ['Si', 'Si'] } }] }], m_ref_archives: {} })
    expect(await applyRequired(archive, { 'run[1:]': { program: '*' } })).toEqual({ run: [{ program: { name: 'second' } }], m_ref_archives: {} })
    expect(await applyRequired(archive, { 'run[5]': '*' })).toEqual({ run: [], m_ref_archives: {} })
  })

  it('adds the targets of references beside them for include-resolved, transitively', async () => {
    const answer = await applyRequired(archive, { results: { properties: { electronic: 'include-resolved' } }, 'resolve-inplace': false })
    expect(answer.results).toEqual(archive.results)
    const run = (answer.run as Record<string, unknown>[])[0]
    expect(run.calculation).toEqual([{ energy: 1 }])
    expect(run.system).toEqual([{ atoms: { labels: ['Si'] } }])
    expect(run.program).toBeUndefined()
    expect(answer.processing_logs).toBeUndefined()
  })

  it('does not add targets for "*"', async () => {
    expect(await applyRequired(archive, { results: '*' })).toEqual({ results: archive.results, m_ref_archives: {} })
  })

  it('replaces references by their targets with resolve-inplace', async () => {
    const answer = await applyRequired(archive, { results: 'include-resolved', 'resolve-inplace': true })
    expect(answer).toEqual({ results: { properties: { electronic: { dos: { energies: 1, total: [{ atoms: { labels: ['Si'] } }] } } } }, m_ref_archives: {} })
    expect(archive.results.properties.electronic.dos.energies).toBe('/run/0/calculation/0/energy')
  })

  it('puts sections of other entries into m_ref_archives, loaded through the given loader', async () => {
    const other = { data: { name: 'Chemical A', amount: 3 } }
    const source = { data: { chemical: '../upload/archive/other#/data' } }
    const answer = await applyRequired(source, 'include-resolved', { loadReferenced: async (ref) => (ref.entryId === 'other' ? other : undefined) })
    expect(answer.m_ref_archives).toEqual({ '../upload/archive/other': { data: other.data } })
    const hidden = await applyRequired(source, 'include-resolved', { loadReferenced: async () => undefined })
    expect(hidden.m_ref_archives).toEqual({})
  })
})

describe('m_request depth (lane by lane)', () => {
  it('answers a section with its quantities and stubs for deeper sub sections, lists keeping their length', async () => {
    const answer = await applyRequired(archive, { 'run[0]': { m_request: { depth: 1 } } })
    expect(answer.run).toEqual([{ program: {}, system: [{}, {}], calculation: [{}] }])
    expect(await applyRequired(archive, { 'run[0]': { 'calculation[0]': { m_request: { depth: 1 } } } })).toEqual({ run: [{ calculation: [{ energy: 1, system_ref: '/run/0/system/1' }] }], m_ref_archives: {} })
    const root = await applyRequired(archive, { m_request: { depth: 1 } })
    expect(root).toEqual({ run: [{}, {}], results: {}, processing_logs: [{}], m_ref_archives: {} })
    expect(await applyRequired({ data: { m_def: '#/definitions/section_definitions/0', name: 'x' } }, { m_request: { depth: 1 } })).toEqual({ data: { m_def: '#/definitions/section_definitions/0' }, m_ref_archives: {} })
  })
})
