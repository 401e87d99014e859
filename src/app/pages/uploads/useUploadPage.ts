import { useMachine } from '@xstate/react'
import { useCallback, useMemo, useState } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import { BadRequest } from '../../../engine/api/errors.js'
import type { UploadEntriesResponse } from '../../../engine/api/schemas/uploads.js'
import {
  DEFAULT_ENTRIES_QUERY,
  uploadPageMachine,
  type EntriesQuery,
  type UploadPageData as MachineData,
  type UploadPageEvent,
} from '../../../machines/gui/uploadPage.js'
import { useApi } from '../../api/ApiContext.js'
import { fetchUploadEntries, putRawFiles } from './uploadsApi.js'

export type UploadPageData = UploadEntriesResponse & {
  processRunning: boolean
  /** How many changes the page had made when this answer was asked for. */
  changesBefore: number
}

const PAGE_OUT_OF_RANGE = 'Page out of range requested.'

/** Counts the changes the page made, read by the loads outside of rendering. */
function changeCounter() {
  let count = 0
  return { current: () => count, add: () => (count += 1) }
}

/**
 * Runs the upload page machine with the real API: GET uploads/{id}/entries for the data (an out-of-range page
 * resets to page 1 and retries, spec 1 §4) and PUT uploads/{id}/raw/{folder} for dropped files.
 *
 * `processing`: the upload processes, or the page just changed it (sent files, a file operation, an action) and
 * the status that follows has not arrived yet. The server refuses file changes while it processes, and a change
 * usually starts processing, so the data from before the change cannot say the upload is idle.
 */
export function useUploadPage(uploadId: string) {
  const api = useApi()
  const [counter] = useState(changeCounter)
  const [changes, setChanges] = useState(0)
  const countChange = useCallback(() => setChanges(counter.add()), [counter])
  const machine = useMemo(
    () =>
      uploadPageMachine.provide({
        actors: {
          load: fromPromise<MachineData, EntriesQuery>(async ({ input }) => {
            const changesBefore = counter.current()
            let response: UploadEntriesResponse
            try {
              response = await fetchUploadEntries(api, uploadId, { ...input })
            } catch (error) {
              if (!(error instanceof BadRequest && error.message === PAGE_OUT_OF_RANGE && input.page > 1)) throw error
              response = await fetchUploadEntries(api, uploadId, { ...input, page: 1 })
            }
            return { ...response, processRunning: response.upload.process_running, changesBefore } satisfies UploadPageData
          }),
          send: fromCallback<UploadPageEvent, { files: File[]; path: string }>(({ input, sendBack }) => {
            putRawFiles(api, uploadId, input.path, input.files, { onProgress: (fraction) => sendBack({ type: 'PROGRESS', fraction }) }).then(
              () => {
                countChange()
                sendBack({ type: 'SENT' })
              },
              (error: unknown) => sendBack({ type: 'SEND_FAILED', error }),
            )
          }),
        },
      }),
    [api, uploadId, counter, countChange],
  )
  const [state, send] = useMachine(machine)
  const data = state.context.data as UploadPageData | undefined
  /** Loads the data again after the page changed the upload; until it answers, `processing` stays on. */
  const reloadAfterChange = useCallback(() => {
    countChange()
    send({ type: 'RELOAD' })
  }, [countChange, send])
  return {
    state,
    send,
    data,
    query: state.context.query ?? DEFAULT_ENTRIES_QUERY,
    processing: data !== undefined && (data.processRunning || data.changesBefore < changes),
    reloadAfterChange,
  }
}
