/**
 * The processing of one entry: it waits (PENDING), is parsed and normalised (RUNNING) and ends
 * SUCCESS or FAILURE (a parser exception). The substates of RUNNING name the steps the server
 * reports in the entry's last_status_message.
 */
import { setup } from 'xstate'

export type EntryProcessingEvent =
  | { type: 'START' }
  | { type: 'PARSED' }
  | { type: 'NORMALIZED' }
  | { type: 'SUCCEED' }
  | { type: 'FAIL' }
  | { type: 'REQUEST' }

export const entryProcessingMachine = setup({
  types: { events: {} as EntryProcessingEvent },
}).createMachine({
  id: 'entryProcessing',
  initial: 'PENDING',
  states: {
    PENDING: { on: { START: 'RUNNING', FAIL: 'FAILURE' } },
    RUNNING: {
      initial: 'parsing',
      states: {
        parsing: { on: { PARSED: 'normalizing' } },
        normalizing: { on: { NORMALIZED: 'storing' } },
        storing: {},
      },
      on: { SUCCEED: 'SUCCESS', FAIL: 'FAILURE' },
    },
    SUCCESS: { on: { REQUEST: 'PENDING' } },
    FAILURE: { on: { REQUEST: 'PENDING' } },
  },
})
