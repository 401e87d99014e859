/**
 * NOMAD's process status of an upload or an entry (spec 1 §4): PENDING → RUNNING → SUCCESS or
 * FAILURE; a finished process can be requested again. Stopping is possible while the process
 * waits (the GUI offers it only then) and, on the server, while it runs.
 */
import { setup } from 'xstate'

export const PROCESS_STATUSES = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILURE'] as const
export type ProcessStatusValue = (typeof PROCESS_STATUSES)[number]

export type ProcessEvent =
  | { type: 'REQUEST' }
  | { type: 'START' }
  | { type: 'SUCCEED' }
  | { type: 'FAIL' }
  | { type: 'STOP' }

export const processMachine = setup({
  types: { events: {} as ProcessEvent },
}).createMachine({
  id: 'process',
  initial: 'PENDING',
  states: {
    PENDING: { on: { START: 'RUNNING', STOP: 'FAILURE', FAIL: 'FAILURE' } },
    RUNNING: { on: { SUCCEED: 'SUCCESS', FAIL: 'FAILURE', STOP: 'FAILURE' } },
    SUCCESS: { on: { REQUEST: 'PENDING' } },
    FAILURE: { on: { REQUEST: 'PENDING' } },
  },
})

/** The status text the upload page shows for a process status (spec 1 §4). */
export function processStatusText(status: string | null | undefined, errors: readonly string[] = []): string {
  if (status === 'RUNNING') return 'Processing ...'
  if (status === 'SUCCESS') return 'Processing completed'
  if (status === 'FAILURE') return `Processing failed ${errors.join(', ')}`
  return 'Waiting for processing ...'
}
