import { assign, fromCallback, fromPromise, raise, setup, type ActorRefFrom } from 'xstate'
import type { SortedPageQuery } from './sortedPageQuery.js'

/**
 * What the upload page shows over time (spec 1 §2, §4): its data loads, reloads every second while the
 * upload processes, and files dropped on it are sent with progress in a region of their own.
 * The actors are placeholders; the page provides the real API calls with `uploadPageMachine.provide`.
 */

export type EntriesQuery = SortedPageQuery

/** Spec 1 §9: the entries list starts at page 1 with 5 rows, ordered by process_status ascending. */
export const DEFAULT_ENTRIES_QUERY: EntriesQuery = { page: 1, page_size: 5, order: 'asc', order_by: 'process_status' }

/** Spec 1 §9: while an upload processes, the page asks again after this many milliseconds. */
export const PROCESSING_POLL_DELAY = 1000

export interface UploadPageData {
  processRunning: boolean
}

export interface UploadPageContext<Data extends UploadPageData = UploadPageData> {
  query: EntriesQuery
  data?: Data
  error?: unknown
  /** Fraction of the dropped files sent so far; undefined when nothing is being sent. */
  progress?: number
  transferError?: unknown
}

export type UploadPageEvent =
  | { type: 'RELOAD' }
  | { type: 'SET_QUERY'; query: Partial<EntriesQuery> }
  | { type: 'SEND'; files: File[]; path?: string }
  | { type: 'PROGRESS'; fraction: number }
  | { type: 'SENT' }
  | { type: 'SEND_FAILED'; error: unknown }

export interface SendInput {
  files: File[]
  path: string
}

const notProvided = (what: string) => () => {
  throw new Error(`uploadPageMachine: the ${what} actor was not provided`)
}

export const uploadPageMachine = setup({
  types: {
    context: {} as UploadPageContext,
    events: {} as UploadPageEvent,
  },
  actors: {
    load: fromPromise<UploadPageData, EntriesQuery>(notProvided('load')),
    send: fromCallback<UploadPageEvent, SendInput>(notProvided('send')),
  },
  guards: {
    isProcessing: ({ context }) => Boolean(context.data?.processRunning),
  },
  delays: { pollDelay: PROCESSING_POLL_DELAY },
}).createMachine({
  id: 'uploadPage',
  type: 'parallel',
  context: { query: DEFAULT_ENTRIES_QUERY },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'load',
            input: ({ context }) => context.query,
            onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'isProcessing', target: 'processing' } },
            processing: { after: { pollDelay: { target: '#uploadPage.data.loading' } } },
          },
        },
        failed: {},
      },
      on: {
        RELOAD: '.loading',
        SET_QUERY: { target: '.loading', actions: assign({ query: ({ context, event }) => ({ ...context.query, ...event.query }) }) },
      },
    },
    transfer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SEND: {
              target: 'sending',
              actions: assign({ progress: 0, transferError: undefined }),
            },
          },
        },
        sending: {
          invoke: {
            src: 'send',
            input: ({ event }) => {
              const send = event as Extract<UploadPageEvent, { type: 'SEND' }>
              return { files: send.files, path: send.path ?? '' }
            },
          },
          on: {
            PROGRESS: { actions: assign({ progress: ({ event }) => event.fraction }) },
            SENT: { target: 'idle', actions: [assign({ progress: undefined }), raise({ type: 'RELOAD' })] },
            SEND_FAILED: { target: 'idle', actions: assign({ progress: undefined, transferError: ({ event }) => event.error }) },
          },
        },
      },
    },
  },
})

export type UploadPageActor = ActorRefFrom<typeof uploadPageMachine>
