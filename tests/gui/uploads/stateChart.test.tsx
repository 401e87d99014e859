// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StateChart } from '../../../src/app/pages/dev/stateChart/StateChart.js'
import { activeIds, eventLabel, layoutChart } from '../../../src/app/pages/dev/stateChart/layout.js'
import { uploadLifecycleState } from '../../../src/app/pages/dev/StateChartsPage.js'
import { uploadSchema } from '../../../src/engine/api/schemas/uploads.js'
import { entryProcessingMachine, machineGraph, toolMachine, uploadMachine } from '../../../src/machines/index.js'
import { uploadPageMachine } from '../../../src/machines/gui/uploadPage.js'

afterEach(cleanup)

describe('state charts', () => {
  it('draws every state of a machine and every transition with its event', () => {
    const { container } = render(<StateChart machine={uploadMachine} />)
    const graph = machineGraph(uploadMachine)
    const drawn = [...container.querySelectorAll('[data-state]')].map((node) => node.getAttribute('data-state'))
    expect(drawn.sort()).toEqual(graph.states.map((state) => state.id).sort())
    const labels = [...container.querySelectorAll('text')].map((node) => node.textContent)
    for (const transition of graph.transitions) expect(labels.some((label) => label?.includes(transition.event))).toBe(true)
    // XState's internal event names read as what they mean.
    expect(eventLabel('xstate.after.pollDelay.uploadPage.data.ready.processing')).toBe('after pollDelay')
    expect(eventLabel('xstate.done.actor.0.uploadPage.data.loading')).toBe('done')
    expect(eventLabel('')).toBe('always')
  })

  it('highlights the live state and its parents only', () => {
    const { container } = render(<StateChart machine={uploadMachine} state="published.embargoed" />)
    const active = [...container.querySelectorAll('[data-active]')].map((node) => node.getAttribute('data-state'))
    expect(active.sort()).toEqual(['published', 'published.embargoed'])
    expect(activeIds('RUNNING.parsing')).toEqual(new Set(['RUNNING', 'RUNNING.parsing']))
  })

  it('places children inside their parent and keeps siblings apart', () => {
    for (const machine of [uploadMachine, entryProcessingMachine, uploadPageMachine, toolMachine]) {
      const { boxes } = layoutChart(machineGraph(machine))
      for (const box of boxes.values()) {
        const parentId = box.id.includes('.') ? box.id.slice(0, box.id.lastIndexOf('.')) : undefined
        if (!parentId) continue
        const parent = boxes.get(parentId)!
        expect(box.x).toBeGreaterThanOrEqual(parent.x)
        expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height)
      }
      const all = [...boxes.values()]
      const siblingsOf = new Map<string, typeof all>()
      for (const box of all) {
        const parent = box.id.includes('.') ? box.id.slice(0, box.id.lastIndexOf('.')) : ''
        siblingsOf.set(parent, [...(siblingsOf.get(parent) ?? []), box])
      }
      for (const siblings of siblingsOf.values())
        for (const a of siblings)
          for (const b of siblings) {
            if (a === b) continue
            const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
            expect(overlap).toBe(false)
          }
    }
  })

  it("reads an upload's life-cycle state from the server, else from its fields", () => {
    const upload = (fields: Record<string, unknown>) => uploadSchema.parse({ upload_id: 'u', ...fields })
    expect(uploadLifecycleState(upload({ upload_state: 'failed' }))).toBe('failed')
    expect(uploadLifecycleState(upload({ published: true, with_embargo: true }))).toBe('published.embargoed')
    expect(uploadLifecycleState(upload({ process_running: true }))).toBe('processing')
    expect(uploadLifecycleState(upload({ process_status: 'SUCCESS' }))).toBe('processed')
  })
})
