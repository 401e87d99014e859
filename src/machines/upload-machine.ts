/**
 * The life cycle of an upload (spec 1 §4): staged (private) while files are added and processed;
 * processed or failed when processing ends; published (optionally embargoed) for good; deleted.
 * Publishing needs a processed upload with at least one entry; a published upload cannot be
 * deleted, changed or reprocessed; an embargo ends by lifting it or when it expires.
 */
import { and, assign, setup } from 'xstate'

export interface UploadMachineContext {
  /** Entries found by the last processing. */
  entries: number
  /** Entries whose processing failed. */
  failedEntries: number
}

export type UploadEvent =
  | { type: 'PROCESS' }
  | { type: 'PROCESSED'; entries: number; failedEntries: number }
  | { type: 'FAILED' }
  | { type: 'STOP' }
  | { type: 'PUBLISH'; embargoLength: number }
  | { type: 'LIFT_EMBARGO' }
  | { type: 'EMBARGO_EXPIRED' }
  | { type: 'DELETE' }

export const uploadMachine = setup({
  types: { context: {} as UploadMachineContext, events: {} as UploadEvent, input: {} as Partial<UploadMachineContext> | undefined },
  guards: {
    publishable: ({ context }) => context.entries > 0 && context.failedEntries < context.entries,
    withEmbargo: ({ event }) => event.type === 'PUBLISH' && event.embargoLength > 0,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ entries: input?.entries ?? 0, failedEntries: input?.failedEntries ?? 0 }),
  initial: 'staged',
  states: {
    staged: { on: { PROCESS: 'processing', DELETE: 'deleted' } },
    processing: {
      on: {
        PROCESSED: {
          target: 'processed',
          actions: assign(({ event }) => ({ entries: event.entries, failedEntries: event.failedEntries })),
        },
        FAILED: 'failed',
        STOP: 'failed',
      },
    },
    processed: {
      on: {
        PROCESS: 'processing',
        DELETE: 'deleted',
        PUBLISH: [
          { guard: and(['publishable', 'withEmbargo']), target: 'published.embargoed' },
          { guard: 'publishable', target: 'published.public' },
        ],
      },
    },
    failed: { on: { PROCESS: 'processing', DELETE: 'deleted' } },
    published: {
      initial: 'public',
      states: {
        public: {},
        embargoed: { on: { LIFT_EMBARGO: 'public', EMBARGO_EXPIRED: 'public' } },
      },
    },
    deleted: { type: 'final' },
  },
})
