import { assign, fromPromise, setup } from 'xstate'

/** What the server says about a user's tool server (GET/POST/DELETE north/{tool}). */
export interface ToolStatus {
  state: 'stopped' | 'starting' | 'running' | 'stopping'
  uploadIdIsMounted?: boolean
  username?: string
  uploadMountDir?: string | null
}

export interface ToolMachineContext {
  status?: ToolStatus
  error?: unknown
}

export type ToolMachineEvent = { type: 'LAUNCH' } | { type: 'STOP' } | { type: 'REFRESH' }

/** How long to wait between status calls while a server starts or stops. */
export const TOOL_POLL_MS = 1000


/**
 * One user's server of one remote tool (spec 3 §4.4): stopped, starting, running, stopping, error.
 * Launch goes to starting, then to the state the server reports (polling it while it says
 * starting); a failed launch ends stopped. Stop goes to stopping, then stopped (polling while the
 * server says stopping); a failed stop ends in error. `checking` is the unknown state before the
 * first answer. The GUI provides `fetchStatus`, `launch` and `stop` with `toolMachine.provide`.
 */
export const toolMachine = setup({
  types: { context: {} as ToolMachineContext, events: {} as ToolMachineEvent },
  actors: {
    fetchStatus: fromPromise<ToolStatus>(() => {
      throw new Error('toolMachine: the fetchStatus actor was not provided')
    }),
    launch: fromPromise<ToolStatus>(() => {
      throw new Error('toolMachine: the launch actor was not provided')
    }),
    stop: fromPromise<ToolStatus>(() => {
      throw new Error('toolMachine: the stop actor was not provided')
    }),
  },
  guards: {
    reportsRunning: ({ event }) => (event as unknown as { output: ToolStatus }).output.state === 'running',
    reportsStarting: ({ event }) => (event as unknown as { output: ToolStatus }).output.state === 'starting',
    reportsStopping: ({ event }) => (event as unknown as { output: ToolStatus }).output.state === 'stopping',
    reportsStopped: ({ event }) => (event as unknown as { output: ToolStatus }).output.state === 'stopped',
  },
  actions: {
    remember: assign({ status: ({ event }) => (event as unknown as { output: ToolStatus }).output, error: undefined }),
    failed: assign({ error: ({ event }) => (event as unknown as { error: unknown }).error }),
  },
  delays: { poll: TOOL_POLL_MS },
}).createMachine({
  id: 'tool',
  context: {},
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchStatus',
        onDone: [
          { guard: 'reportsRunning', target: 'running', actions: 'remember' },
          { guard: 'reportsStarting', target: 'starting.polling', actions: 'remember' },
          { guard: 'reportsStopping', target: 'stopping.polling', actions: 'remember' },
          { target: 'stopped', actions: 'remember' },
        ],
        onError: { target: 'error', actions: 'failed' },
      },
    },
    stopped: {
      on: { LAUNCH: 'starting', REFRESH: 'checking' },
    },
    starting: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            src: 'launch',
            onDone: [
              { guard: 'reportsRunning', target: '#tool.running', actions: 'remember' },
              { guard: 'reportsStarting', target: 'polling', actions: 'remember' },
              { guard: 'reportsStopping', target: '#tool.stopping.polling', actions: 'remember' },
              { target: '#tool.stopped', actions: 'remember' },
            ],
            onError: { target: '#tool.stopped', actions: 'failed' },
          },
        },
        polling: {
          after: { poll: 'asking' },
        },
        asking: {
          invoke: {
            src: 'fetchStatus',
            onDone: [
              { guard: 'reportsRunning', target: '#tool.running', actions: 'remember' },
              { guard: 'reportsStarting', target: 'polling', actions: 'remember' },
              { target: '#tool.stopped', actions: 'remember' },
            ],
            onError: { target: '#tool.stopped', actions: 'failed' },
          },
        },
      },
    },
    running: {
      on: { STOP: 'stopping', REFRESH: 'checking' },
    },
    stopping: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            src: 'stop',
            onDone: [
              { guard: 'reportsStopped', target: '#tool.stopped', actions: 'remember' },
              { target: 'polling', actions: 'remember' },
            ],
            onError: { target: '#tool.error', actions: 'failed' },
          },
        },
        polling: {
          after: { poll: 'asking' },
        },
        asking: {
          invoke: {
            src: 'fetchStatus',
            onDone: [
              { guard: 'reportsStopped', target: '#tool.stopped', actions: 'remember' },
              { guard: 'reportsStopping', target: 'polling', actions: 'remember' },
              { target: '#tool.error', actions: 'remember' },
            ],
            onError: { target: '#tool.error', actions: 'failed' },
          },
        },
      },
    },
    error: {
      on: { LAUNCH: 'starting', STOP: 'stopping', REFRESH: 'checking' },
    },
  },
})

/** The top-level state of a tool machine snapshot's value. */
export type ToolPhase = 'checking' | 'stopped' | 'starting' | 'running' | 'stopping' | 'error'

export function toolPhase(value: unknown): ToolPhase {
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as ToolPhase
}

/** The launch button (spec 3 §4.4): its text, and whether it is disabled. */
export function launchButton(phase: ToolPhase): { text: 'Launch' | 'Launching...' | 'Open'; disabled: boolean } {
  if (phase === 'starting') return { text: 'Launching...', disabled: true }
  if (phase === 'running') return { text: 'Open', disabled: false }
  return { text: 'Launch', disabled: phase === 'stopping' || phase === 'checking' }
}

/** The stop button: shown only while running or stopping. */
export function stopButton(phase: ToolPhase): { text: 'Stop' | 'Stopping...'; disabled: boolean } | undefined {
  if (phase === 'running') return { text: 'Stop', disabled: false }
  if (phase === 'stopping') return { text: 'Stopping...', disabled: true }
  return undefined
}
