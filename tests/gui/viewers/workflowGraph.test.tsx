// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { forceLayout } from '../../../src/renderers/viewers/workflow/forceLayout.js'
import { WorkflowGraphView } from '../../../src/renderers/viewers/workflow/WorkflowGraphView.js'
import { nodeTarget, workflowGraph } from '../../../src/renderers/viewers/workflow/workflowGraph.js'

afterEach(cleanup)

const WORKFLOW = {
  inputs: [{ name: 'structure', section: '#/run/0/system/0' }],
  outputs: [{ name: 'result', section: '#/run/0/calculation/1' }],
  tasks: [
    { name: 'relax', inputs: [{ name: 'initial', section: '#/run/0/system/0' }], outputs: [{ name: 'relaxed', section: '#/run/0/calculation/0' }] },
    { name: 'scf', task: '../upload/archive/other-entry#/workflow2', inputs: [{ section: '#/run/0/calculation/0' }], outputs: [{ section: '#/run/0/calculation/1' }] },
    { name: 'phonons', task: '../uploads/u2/archive/far-entry#/workflow2' },
    { name: 'bands', task: '../upload/archive/mainfile/bands/vasprun.xml#/workflow2' },
  ],
}

function renderGraph(path = '/user/uploads/upload/id/u1/entry/id/e1') {
  let location = ''
  function Where() {
    const current = useLocation()
    location = current.pathname + current.search
    return null
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <WorkflowGraphView archive={{ workflow2: WORKFLOW }} workflow={WORKFLOW} uploadId="u1" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return () => location
}

const graph = () => screen.getByRole('img', { name: 'workflow graph' })
const transforms = () => [...graph().querySelectorAll('g[data-node]')].map((node) => node.getAttribute('transform'))

describe('workflow graph (spec 3 §2.6)', () => {
  it('toggles the force simulation, which moves the nodes, and back to the column layout', () => {
    renderGraph()
    const columns = transforms()
    const toggle = screen.getByRole('button', { name: 'force simulation' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const simulated = transforms()
    expect(simulated).toHaveLength(columns.length)
    expect(simulated).not.toEqual(columns)
    fireEvent.click(toggle)
    expect(transforms()).toEqual(columns)
  })

  it('expands a task without a sub-workflow into its inputs and outputs, and goes back up', () => {
    renderGraph()
    fireEvent.click(within(graph()).getByLabelText('expand relax'))
    expect(within(graph()).getByText('initial')).toBeTruthy()
    expect(within(graph()).getByText('relaxed')).toBeTruthy()
    expect(within(graph()).queryByText('scf')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'back' }))
    expect(within(graph()).getByText('scf')).toBeTruthy()
  })

  it("goes to another entry's overview from its name, and to this entry's Data tab for a local section", () => {
    const location = renderGraph()
    fireEvent.click(within(graph()).getByText('scf'))
    expect(location()).toBe('/user/uploads/upload/id/u1/entry/id/other-entry')
    cleanup()
    const far = renderGraph()
    fireEvent.click(within(graph()).getByText('phonons'))
    expect(far()).toBe('/entry/id/far-entry')
    cleanup()
    const byMainfile = renderGraph()
    fireEvent.click(within(graph()).getByText('bands'))
    expect(byMainfile()).toBe('/entry/query?upload_id=u1&mainfile=bands%2Fvasprun.xml')
    cleanup()
    const local = renderGraph('/entry/id/e1')
    fireEvent.click(within(graph()).getByText('structure'))
    expect(local()).toBe('/entry/id/e1/data/run/0/system/0')
  })
})

describe('workflow graph helpers', () => {
  it("shows a task that is another entry's whole workflow as a sub-workflow node, and an elementary task as a task", () => {
    const { tasks } = workflowGraph({ workflow2: WORKFLOW }, WORKFLOW)
    expect(tasks.map((task) => [task.label, task.kind])).toEqual([
      ['relax', 'task'],
      ['scf', 'workflow'],
      ['phonons', 'workflow'],
      ['bands', 'workflow'],
    ])
    const single = { tasks: [{ name: 'point', task: '../upload/archive/e2#/run/0/calculation/0' }] }
    expect(workflowGraph({ workflow2: single }, single).tasks[0].kind).toBe('task')
  })

  it('reads the reference forms a node name can lead to', () => {
    expect(nodeTarget('#/run/0/system/0')).toEqual({ kind: 'section', path: 'run/0/system/0' })
    expect(nodeTarget('/run/0/calculation/1')).toEqual({ kind: 'section', path: 'run/0/calculation/1' })
    expect(nodeTarget('../upload/archive/abc#/workflow2', 'u1')).toEqual({ kind: 'entry', entryId: 'abc', sameUpload: true })
    expect(nodeTarget('../uploads/u1/archive/abc#/workflow2', 'u1')).toEqual({ kind: 'entry', entryId: 'abc', sameUpload: true })
    expect(nodeTarget('../uploads/u9/archive/abc#/workflow2', 'u1')).toEqual({ kind: 'entry', entryId: 'abc', sameUpload: false })
    expect(nodeTarget('../upload/archive/mainfile/a/b.xml#/run/0', 'u1')).toEqual({ kind: 'lookup', uploadId: 'u1', mainfile: 'a/b.xml' })
    expect(nodeTarget('https://example.org/x')).toBeUndefined()
  })

  it('force layout: deterministic, inside the bounds, linked nodes pulled together', () => {
    const start = new Map([
      ['a', { x: 80, y: 30 }],
      ['b', { x: 520, y: 30 }],
      ['c', { x: 520, y: 74 }],
    ])
    const links = [{ from: 'a', to: 'b' }]
    const first = forceLayout(start, links, { width: 600, height: 120 })
    expect(forceLayout(start, links, { width: 600, height: 120 })).toEqual(first)
    for (const point of first.values()) {
      expect(point.x).toBeGreaterThanOrEqual(20)
      expect(point.x).toBeLessThanOrEqual(580)
      expect(point.y).toBeLessThanOrEqual(100)
    }
    const distance = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y)
    expect(distance(first.get('a')!, first.get('b')!)).toBeLessThan(distance(start.get('a')!, start.get('b')!))
  })
})
