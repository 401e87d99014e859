/**
 * The server keeps a machine's state in a stored document as its state value (a string such as
 * 'published.embargoed') plus context; these helpers turn that back into a snapshot, apply an
 * event and say whether the machine accepted it.
 */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type StateValue } from 'xstate'

/** 'published.embargoed' ⇄ { published: 'embargoed' } */
export function stateValueToString(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const [[key, inner]] = Object.entries(value as Record<string, unknown>)
    return `${key}.${stateValueToString(inner)}`
  }
  return String(value)
}

export function stateValueFromString(path: string): StateValue {
  const [head, ...rest] = path.split('.')
  return rest.length === 0 ? head : { [head]: stateValueFromString(rest.join('.')) }
}

/** The snapshot of machine in the stored state (the initial state when nothing is stored). */
export function restoreSnapshot(machine: AnyStateMachine, state: string | undefined, context?: Record<string, unknown>): AnyMachineSnapshot {
  const initial = machine.resolveState({ value: machine.config.initial as string, context: context ?? {} }) as AnyMachineSnapshot
  if (!state) return initial
  return machine.resolveState({ value: stateValueFromString(state), context: { ...initial.context, ...context } }) as AnyMachineSnapshot
}

export interface Step {
  accepted: boolean
  /** The state after the event, as stored ('processed', 'published.embargoed'). */
  state: string
  context: Record<string, unknown>
}

/** Applies event to the stored state; accepted is false when the machine has no transition for it there. */
export function step<M extends AnyStateMachine>(machine: M, state: string | undefined, context: Record<string, unknown> | undefined, event: EventFromLogic<M>): Step {
  const before = restoreSnapshot(machine, state, context)
  const accepted = before.can(event)
  const [after] = transition(machine as AnyStateMachine, before as never, event) as [AnyMachineSnapshot, unknown]
  return { accepted, state: stateValueToString(after.value), context: after.context as Record<string, unknown> }
}

/** Every state of a machine as a dotted path, leaves and parents, in definition order. */
export function statePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = []
  const walk = (node: { key: string; states: Record<string, unknown> }, prefix: string) => {
    for (const [key, child] of Object.entries(node.states)) {
      const path = prefix ? `${prefix}.${key}` : key
      paths.push(path)
      walk(child as { key: string; states: Record<string, unknown> }, path)
    }
  }
  walk(machine.root as unknown as { key: string; states: Record<string, unknown> }, '')
  return paths
}
