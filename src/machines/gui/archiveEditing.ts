import { assign, fromPromise, setup } from 'xstate'

type Json = Record<string, unknown>

/**
 * Editing one entry's archive (ARCHITECTURE: clean, dirty, saving, conflict). It loads the data
 * section to edit, takes edited copies while clean or dirty (never while saving, so nothing typed
 * during a save is lost), and saves. A save refused because the file changed meanwhile ends in
 * `conflict`; a save that wrote the file ends in `saved` (also when the entry then failed to
 * process: the file holds the changes), after which the page loads the new version. The page
 * provides the real `loadData` and `save` actors with `archiveEditingMachine.provide`.
 */

export interface ArchiveEditingContext {
  /** The whole archive being edited ({data: …}); the loaded one while clean. */
  archive?: Json
  error?: unknown
}

export type ArchiveEditingEvent = { type: 'EDIT'; archive: Json } | { type: 'SAVE' }

/** What a save actor throws when the server refused it because the file changed since it was loaded (409). */
export class ArchiveConflict extends Error {
  override name = 'ArchiveConflict'
}

/** What a save actor throws when the file was written but the entry failed to process. */
export class ProcessingFailedAfterSave extends Error {
  override name = 'ProcessingFailedAfterSave'
}

export const archiveEditingMachine = setup({
  types: { context: {} as ArchiveEditingContext, events: {} as ArchiveEditingEvent },
  actors: {
    loadData: fromPromise<unknown>(() => {
      throw new Error('archiveEditingMachine: the loadData actor was not provided')
    }),
    save: fromPromise<void, Json>(() => {
      throw new Error('archiveEditingMachine: the save actor was not provided')
    }),
  },
  guards: {
    conflict: ({ event }) => (event as { error?: unknown }).error instanceof ArchiveConflict,
    written: ({ event }) => (event as { error?: unknown }).error instanceof ProcessingFailedAfterSave,
  },
}).createMachine({
  id: 'archiveEditing',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadData',
        onDone: { target: 'clean', actions: assign({ archive: ({ event }) => ({ data: event.output }) }) },
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    unavailable: {},
    clean: {
      on: { EDIT: { target: 'dirty', actions: assign({ archive: ({ event }) => event.archive }) } },
    },
    dirty: {
      on: {
        EDIT: { actions: assign({ archive: ({ event }) => event.archive }) },
        SAVE: 'saving',
      },
    },
    saving: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'save',
        input: ({ context }) => context.archive ?? {},
        onDone: 'saved',
        onError: [
          { guard: 'conflict', target: 'conflict', actions: assign({ error: ({ event }) => event.error }) },
          { guard: 'written', target: 'saved', actions: assign({ error: ({ event }) => event.error }) },
          { target: 'dirty', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    saved: { type: 'final' },
    conflict: {},
  },
})
