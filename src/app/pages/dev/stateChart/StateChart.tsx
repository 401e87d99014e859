import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import { machineGraph } from '../../../../machines/graph.js'
import { activeIds, layoutChart, type Box } from './layout.js'

const ACTIVE = '#2A4CDF'

function anchor(box: Box, towards: Box): { x: number; y: number } {
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const tx = towards.x + towards.width / 2
  const ty = towards.y + towards.height / 2
  const dx = tx - cx
  const dy = ty - cy
  // The point where the line to the other box's centre leaves this box.
  const scale = Math.min(Math.abs(box.width / 2 / (dx || 1e-9)), Math.abs(box.height / 2 / (dy || 1e-9)))
  return { x: cx + dx * Math.min(scale, 1), y: cy + dy * Math.min(scale, 1) }
}

/** Any XState machine drawn as a state chart (states as boxes, transitions as labelled arrows); `state` is highlighted. */
export function StateChart({ machine, state, title }: { machine: AnyStateMachine; state?: string; title?: string }) {
  const layout = useMemo(() => layoutChart(machineGraph(machine)), [machine])
  const active = activeIds(state)
  const boxes = [...layout.boxes.values()]
  const markerId = `arrow-${machine.id}`
  return (
    <svg
      role="img"
      aria-label={title ?? `state chart of ${machine.id}`}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ fontFamily: 'inherit', fontSize: 12, maxWidth: '100%' }}
    >
      <defs>
        <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#555" />
        </marker>
      </defs>
      {boxes.map((box) => {
        const on = active.has(box.id)
        return (
          <g key={box.id} data-state={box.id} data-active={on || undefined}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={8}
              fill={on ? (box.compound ? '#e8ecfc' : ACTIVE) : box.compound ? '#fafafa' : '#fff'}
              stroke={on ? ACTIVE : '#888'}
              strokeWidth={box.final ? 3 : on ? 2 : 1}
            />
            <text
              x={box.x + (box.compound ? 8 : box.width / 2)}
              y={box.y + (box.compound ? 18 : box.height / 2 + 4)}
              textAnchor={box.compound ? 'start' : 'middle'}
              fill={on && !box.compound ? '#fff' : '#222'}
              fontWeight={box.initial ? 'bold' : undefined}
            >
              {box.name}
            </text>
          </g>
        )
      })}
      {layout.edges.map((edge, index) => {
        const source = layout.boxes.get(edge.source)
        const target = layout.boxes.get(edge.target)
        if (!source || !target) return null
        if (source === target) {
          const x = source.x + source.width
          const y = source.y + source.height / 2
          return (
            <g key={index}>
              <path d={`M ${x} ${y - 8} C ${x + 40} ${y - 30}, ${x + 40} ${y + 30}, ${x} ${y + 8}`} fill="none" stroke="#555" markerEnd={`url(#${markerId})`} />
              <text x={x + 42} y={y + 4} fill="#333">
                {edge.label}
              </text>
            </g>
          )
        }
        const from = anchor(source, target)
        const to = anchor(target, source)
        // Every edge bends to the same side of its direction, so that the two directions between two boxes stay apart.
        const bend = 22
        const mx = (from.x + to.x) / 2
        const my = (from.y + to.y) / 2
        const length = Math.hypot(to.x - from.x, to.y - from.y) || 1
        const cx = mx - ((to.y - from.y) / length) * bend
        const cy = my + ((to.x - from.x) / length) * bend
        return (
          <g key={index}>
            <path d={`M ${from.x} ${from.y} Q ${cx} ${cy} ${to.x} ${to.y}`} fill="none" stroke="#555" markerEnd={`url(#${markerId})`} />
            <text x={cx} y={cy - 3} textAnchor="middle" fill="#333" style={{ paintOrder: 'stroke', stroke: '#fff', strokeWidth: 3 }}>
              {edge.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
