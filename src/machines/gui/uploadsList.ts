import { assign, fromPromise, setup } from 'xstate'
import type { SortedPageQuery } from './sortedPageQuery.js'

/**
 * The uploads list over time (spec 1 §4): it loads a page, and while any listed upload is being deleted
 * (a delete process PENDING or RUNNING) it loads again every 2 seconds, stopping when none is.
 * The page provides the real `load` actor with `uploadsListMachine.provide`.
 */

export type UploadsQuery = SortedPageQuery

/** Spec 1 §9: page 1 of 10 uploads, newest first. */
export const DEFAULT_UPLOADS_QUERY: UploadsQuery = { page: 1, page_size: 10, order: 'desc', order_by: 'upload_create_time' }

/** Spec 1 §9: reload delay while deletions are pending. */
export const DELETE_POLL_DELAY = 2000

export interface UploadsListData {
  deletionPending: boolean
}

export interface UploadsListContext {
  query: UploadsQuery
  data?: UploadsListData
  error?: unknown
}

export type UploadsListEvent = { type: 'RELOAD' } | { type: 'SET_QUERY'; query: Partial<UploadsQuery> }

export const uploadsListMachine = setup({
  types: { context: {} as UploadsListContext, events: {} as UploadsListEvent },
  actors: {
    load: fromPromise<UploadsListData, UploadsQuery>(() => {
      throw new Error('uploadsListMachine: the load actor was not provided')
    }),
  },
  guards: { deletionPending: ({ context }) => Boolean(context.data?.deletionPending) },
  delays: { pollDelay: DELETE_POLL_DELAY },
}).createMachine({
  id: 'uploadsList',
  context: { query: DEFAULT_UPLOADS_QUERY },
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
        idle: { always: { guard: 'deletionPending', target: 'deleting' } },
        deleting: { after: { pollDelay: { target: '#uploadsList.loading' } } },
      },
    },
    failed: {},
  },
  on: {
    RELOAD: '.loading',
    SET_QUERY: { target: '.loading', actions: assign({ query: ({ context, event }) => ({ ...context.query, ...event.query }) }) },
  },
})
