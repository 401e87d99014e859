/**
 * A machine's states and transitions as plain data, for drawing state charts (the GUI's chart
 * page and `npm run charts`) and as Mermaid stateDiagram-v2 text.
 */
import type { AnyStateMachine } from 'xstate'

export interface GraphState {
  /** Dotted path, e.g. 'published.embargoed'. */
  id: string
  /** The last segment, e.g. 'embargoed'. */
  name: string
  parent?: string
  initial: boolean
  final: boolean
  /** The path of the initial child, for compound states. */
  initialChild?: string
}

export interface GraphTransition {
  source: string
  target: string
  event: string
  guard?: string
}

export interface MachineGraph {
  id: string
  states: GraphState[]
  transitions: GraphTransition[]
}

interface NodeLike {
  key: string
  path: string[]
  type: string
  initial?: { target: { path: string[] }[] }
  states: Record<string, NodeLike>
  transitions: Map<string, { target?: { path: string[] }[]; guard?: unknown }[]>
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[]; name?: string })
    if (Array.isArray(combined.guards)) return combined.guards.map(guardName).join(` ${combined.name || 'and'} `)
    return combined.name || 'guard'
  }
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type)
  return 'guard'
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: GraphState[] = []
  const transitions: GraphTransition[] = []
  const walk = (node: NodeLike, parent: NodeLike | undefined) => {
    for (const child of Object.values(node.states)) {
      const id = child.path.join('.')
      const initialOfParent = node.initial?.target.some((target) => target.path.join('.') === id) ?? false
      states.push({
        id,
        name: child.key,
        ...(parent || node.path.length > 0 ? { parent: node.path.join('.') } : {}),
        initial: initialOfParent,
        final: child.type === 'final',
        ...(child.initial?.target[0] ? { initialChild: child.initial.target[0].path.join('.') } : {}),
      })
      for (const [event, candidates] of child.transitions) {
        for (const candidate of candidates) {
          for (const target of candidate.target ?? []) {
            const guard = guardName(candidate.guard)
            transitions.push({ source: id, target: target.path.join('.'), event, ...(guard ? { guard } : {}) })
          }
        }
      }
      walk(child, node)
    }
  }
  walk(machine.root as unknown as NodeLike, undefined)
  for (const state of states) if (state.parent === '') delete state.parent
  return { id: machine.id, states, transitions }
}

const mermaidId = (path: string) => path.replace(/\./g, '_')

/** Mermaid stateDiagram-v2 text of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  const graph = machineGraph(machine)
  const lines = ['stateDiagram-v2']
  const childrenOf = (parent: string | undefined) => graph.states.filter((state) => state.parent === parent)
  const emit = (parent: string | undefined, indent: string) => {
    for (const state of childrenOf(parent)) {
      if (state.initial) lines.push(`${indent}[*] --> ${mermaidId(state.id)}`)
      const children = childrenOf(state.id)
      if (children.length > 0) {
        lines.push(`${indent}state "${state.name}" as ${mermaidId(state.id)} {`)
        emit(state.id, `${indent}  `)
        lines.push(`${indent}}`)
      } else {
        lines.push(`${indent}state "${state.name}" as ${mermaidId(state.id)}`)
      }
      if (state.final) lines.push(`${indent}${mermaidId(state.id)} --> [*]`)
    }
  }
  emit(undefined, '  ')
  for (const t of graph.transitions) {
    lines.push(`  ${mermaidId(t.source)} --> ${mermaidId(t.target)} : ${t.event}${t.guard ? ` [${t.guard}]` : ''}`)
  }
  return `${lines.join('\n')}\n`
}
