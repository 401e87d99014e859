// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('workflow graph drawing', () => {
  const center = (node: Element) => {
    const [x, y] = /translate\(([-\d.]+),([-\d.]+)\)/.exec(node.getAttribute('transform')!)!.slice(1).map(Number)
    return { x, y }
  }

  it('draws every edge with an arrowhead, from border to border of its nodes', () => {
    renderGraph()
    const svg = graph()
    const edges = [...svg.querySelectorAll('path[data-edge]')]
    expect(edges.length).toBeGreaterThan(0)
    for (const edge of edges) {
      const id = /^url\(#(.+)\)$/.exec(edge.getAttribute('marker-end') ?? '')?.[1]
      expect(id).toBeDefined()
      expect(svg.querySelector(`marker[id="${id}"] path`)).not.toBeNull()
      const [from, to] = edge.getAttribute('data-edge')!.split('->')
      const numbers = edge.getAttribute('d')!.match(/-?[\d.]+/g)!.map(Number)
      const start = { x: numbers[0], y: numbers[1] }
      const end = { x: numbers.at(-2)!, y: numbers.at(-1)! }
      const distance = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y)
      expect(distance(start, center(svg.querySelector(`g[data-node="${from}"]`)!))).toBeCloseTo(12, 0)
      expect(distance(end, center(svg.querySelector(`g[data-node="${to}"]`)!))).toBeCloseTo(14, 0)
    }
  })

  it('draws the labels over the edges, each on its own background', () => {
    renderGraph()
    const svg = graph()
    const edgesLayer = svg.querySelector('[data-layer="edges"]')!
    const labels = [...svg.querySelectorAll('[data-label]')]
    expect(labels.map((label) => label.textContent)).toEqual(['structure', 'relax', 'scf', 'phonons', 'bands', 'result'])
    for (const label of labels) {
      expect(edgesLayer.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      const rect = label.querySelector('rect')!
      expect(rect.getAttribute('fill')).toBe('#fff')
      expect(Number(rect.getAttribute('width'))).toBeGreaterThan(label.textContent!.length * 5)
    }
    expect(svg.querySelector('[data-label="input:/run/0/system/0"]')!.getAttribute('data-side')).toBe('left')
    expect(svg.querySelector('[data-label="output:/run/0/calculation/1"]')!.getAttribute('data-side')).toBe('right')
  })

  it('fits the width of its card, and lays itself out again when the card is resized', () => {
    const observers: ((entries: { contentRect: { width: number } }[]) => void)[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    try {
      renderGraph()
      const resize = (width: number) => act(() => observers.forEach((observe) => observe([{ contentRect: { width } }])))
      const output = () => center(graph().querySelector('g[data-node="output:/run/0/calculation/1"]')!).x
      resize(1000)
      const wide = output()
      expect(Number(graph().getAttribute('width'))).toBeLessThanOrEqual(1000)
      expect(Number(graph().getAttribute('width'))).toBeGreaterThan(800)
      resize(400)
      expect(output()).toBeLessThan(wide - 300)
      expect(Number(graph().getAttribute('width'))).toBeLessThanOrEqual(400)
      expect(graph().getAttribute('viewBox')).toBeTruthy()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('keeps range filter, legend, back and reset', () => {
    renderGraph()
    fireEvent.change(screen.getByLabelText('range filter'), { target: { value: '0' } })
    expect(graph().querySelectorAll('[data-label^="task:"]')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'legend' }))
    expect(screen.getByText(/Input to a task or workflow/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'reset' }))
    expect(graph().querySelectorAll('[data-label^="task:"]')).toHaveLength(4)
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
