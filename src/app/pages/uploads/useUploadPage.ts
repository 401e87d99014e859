import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
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

export type UploadPageData = UploadEntriesResponse & { processRunning: boolean }

const PAGE_OUT_OF_RANGE = 'Page out of range requested.'

/**
 * Runs the upload page machine with the real API: GET uploads/{id}/entries for the data (an out-of-range page
 * resets to page 1 and retries, spec 1 §4) and PUT uploads/{id}/raw/{folder} for dropped files.
 */
export function useUploadPage(uploadId: string) {
  const api = useApi()
  const machine = useMemo(
    () =>
      uploadPageMachine.provide({
        actors: {
          load: fromPromise<MachineData, EntriesQuery>(async ({ input }) => {
            let response: UploadEntriesResponse
            try {
              response = await fetchUploadEntries(api, uploadId, { ...input })
            } catch (error) {
              if (!(error instanceof BadRequest && error.message === PAGE_OUT_OF_RANGE && input.page > 1)) throw error
              response = await fetchUploadEntries(api, uploadId, { ...input, page: 1 })
            }
            return { ...response, processRunning: response.upload.process_running } satisfies UploadPageData
          }),
          send: fromCallback<UploadPageEvent, { files: File[]; path: string }>(({ input, sendBack }) => {
            putRawFiles(api, uploadId, input.path, input.files, { onProgress: (fraction) => sendBack({ type: 'PROGRESS', fraction }) }).then(
              () => sendBack({ type: 'SENT' }),
              (error: unknown) => sendBack({ type: 'SEND_FAILED', error }),
            )
          }),
        },
      }),
    [api, uploadId],
  )
  const [state, send] = useMachine(machine)
  return {
    state,
    send,
    data: state.context.data as UploadPageData | undefined,
    query: state.context.query ?? DEFAULT_ENTRIES_QUERY,
  }
}
