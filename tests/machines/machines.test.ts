import { describe, expect, it } from 'vitest'
import { entryProcessingMachine, machineGraph, processMachine, processStatusText, statePaths, step, toMermaid, uploadMachine } from '../../src/machines/index.js'

describe('upload life cycle machine', () => {
  const processed = (entries: number, failedEntries: number) => step(uploadMachine, 'processing', undefined, { type: 'PROCESSED', entries, failedEntries })

  it('goes staged → processing → processed → published, embargoed when asked, public when lifted or expired', () => {
    expect(step(uploadMachine, undefined, undefined, { type: 'PROCESS' }).state).toBe('processing')
    const done = processed(3, 1)
    expect(done).toMatchObject({ accepted: true, state: 'processed', context: { entries: 3, failedEntries: 1 } })
    const embargoed = step(uploadMachine, done.state, done.context, { type: 'PUBLISH', embargoLength: 12 })
    expect(embargoed.state).toBe('published.embargoed')
    expect(step(uploadMachine, done.state, done.context, { type: 'PUBLISH', embargoLength: 0 }).state).toBe('published.public')
    expect(step(uploadMachine, embargoed.state, embargoed.context, { type: 'LIFT_EMBARGO' }).state).toBe('published.public')
    expect(step(uploadMachine, embargoed.state, embargoed.context, { type: 'EMBARGO_EXPIRED' }).state).toBe('published.public')
  })

  it('publishes only uploads with at least one entry that did not fail (spec 1 §4)', () => {
    const none = processed(0, 0)
    expect(step(uploadMachine, none.state, none.context, { type: 'PUBLISH', embargoLength: 0 }).accepted).toBe(false)
    const allFailed = processed(2, 2)
    expect(step(uploadMachine, allFailed.state, allFailed.context, { type: 'PUBLISH', embargoLength: 0 }).accepted).toBe(false)
    expect(step(uploadMachine, 'failed', { entries: 2, failedEntries: 0 }, { type: 'PUBLISH', embargoLength: 0 }).accepted).toBe(false)
  })

  it('makes publishing final: no deletion, no reprocessing, no second publication', () => {
    for (const event of [{ type: 'DELETE' }, { type: 'PROCESS' }, { type: 'PUBLISH', embargoLength: 0 }] as const) {
      expect(step(uploadMachine, 'published.public', { entries: 1, failedEntries: 0 }, event).accepted).toBe(false)
    }
    expect(step(uploadMachine, 'processed', { entries: 1, failedEntries: 0 }, { type: 'DELETE' }).state).toBe('deleted')
  })

  it('fails on FAILED and on STOP while processing, and can process again', () => {
    expect(step(uploadMachine, 'processing', undefined, { type: 'STOP' }).state).toBe('failed')
    expect(step(uploadMachine, 'failed', undefined, { type: 'PROCESS' }).state).toBe('processing')
  })
})

describe('process machine', () => {
  it('has NOMAD process statuses and their transitions', () => {
    expect(statePaths(processMachine)).toEqual(['PENDING', 'RUNNING', 'SUCCESS', 'FAILURE'])
    expect(step(processMachine, 'PENDING', undefined, { type: 'START' }).state).toBe('RUNNING')
    expect(step(processMachine, 'RUNNING', undefined, { type: 'SUCCEED' }).state).toBe('SUCCESS')
    expect(step(processMachine, 'PENDING', undefined, { type: 'STOP' }).state).toBe('FAILURE')
    expect(step(processMachine, 'SUCCESS', undefined, { type: 'START' }).accepted).toBe(false)
    expect(step(processMachine, 'FAILURE', undefined, { type: 'REQUEST' }).state).toBe('PENDING')
  })

  it('names each status with the upload page text', () => {
    expect(processStatusText('RUNNING')).toBe('Processing ...')
    expect(processStatusText('SUCCESS')).toBe('Processing completed')
    expect(processStatusText('FAILURE', ['bad zip'])).toBe('Processing failed bad zip')
    expect(processStatusText('PENDING')).toBe('Waiting for processing ...')
  })
})

describe('entry processing machine', () => {
  it('runs parsing → normalizing → storing inside RUNNING and ends SUCCESS or FAILURE', () => {
    expect(step(entryProcessingMachine, 'PENDING', undefined, { type: 'START' }).state).toBe('RUNNING.parsing')
    expect(step(entryProcessingMachine, 'RUNNING.parsing', undefined, { type: 'PARSED' }).state).toBe('RUNNING.normalizing')
    expect(step(entryProcessingMachine, 'RUNNING.normalizing', undefined, { type: 'FAIL' }).state).toBe('FAILURE')
    expect(step(entryProcessingMachine, 'RUNNING.storing', undefined, { type: 'SUCCEED' }).state).toBe('SUCCESS')
  })
})

describe('state chart export', () => {
  it('lists every state and transition of a machine', () => {
    const graph = machineGraph(uploadMachine)
    expect(graph.states.map((state) => state.id)).toEqual(statePaths(uploadMachine))
    expect(graph.states.find((state) => state.id === 'staged')?.initial).toBe(true)
    expect(graph.states.find((state) => state.id === 'deleted')?.final).toBe(true)
    expect(graph.transitions).toContainEqual({ source: 'processed', target: 'published.embargoed', event: 'PUBLISH', guard: 'publishable and withEmbargo' })
  })

  it('writes Mermaid stateDiagram-v2 text with nested states', () => {
    const text = toMermaid(uploadMachine)
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true)
    expect(text).toContain('state "published" as published {')
    expect(text).toContain('  processed --> published_public : PUBLISH [publishable]')
    expect(text).toContain('  [*] --> staged')
  })
})
