/**
 * The upload document's state changes, each one an event of the upload life cycle machine and
 * of the process machine (src/machines): the stored fields are the machines' states.
 */
import { processMachine, step, uploadMachine, type ProcessEvent, type UploadEvent } from '../../machines/index.js'
import { ApiError } from '../http/errors.js'
import type { UploadDoc } from './upload-doc.js'

export const PROCESS_UPLOAD = 'process_upload'

function lifecycleContext(doc: UploadDoc) {
  return { entries: doc.entries, failedEntries: doc.failed_entries }
}

/** Applies a life cycle event; ApiError 400 naming the state when the machine refuses it. */
export function applyUploadEvent(doc: UploadDoc, event: UploadEvent, refusal?: string): UploadDoc {
  const result = step(uploadMachine, doc.upload_state, lifecycleContext(doc), event)
  if (!result.accepted) throw new ApiError(400, refusal ?? `The upload cannot do ${event.type.toLowerCase()} while it is ${doc.upload_state}.`)
  return { ...doc, upload_state: result.state }
}

function applyProcessEvent(doc: UploadDoc, event: ProcessEvent): UploadDoc {
  const result = step(processMachine, doc.process_status, undefined, event)
  return result.accepted ? { ...doc, process_status: result.state } : doc
}

/** The upload waits for processing: PENDING, 'Pending: process_upload'. */
export function markPending(doc: UploadDoc, process = PROCESS_UPLOAD): UploadDoc {
  let next = doc.upload_state === 'processing' ? doc : applyUploadEvent(doc, { type: 'PROCESS' }, 'Upload is already published, operation not possible.')
  if (next.process_status !== 'PENDING' && next.process_status !== 'RUNNING') next = applyProcessEvent(next, { type: 'REQUEST' })
  return { ...next, process_running: true, current_process: process, last_status_message: `Pending: ${process}`, errors: [], warnings: [] }
}

export function markRunning(doc: UploadDoc, message: string): UploadDoc {
  let next = doc.upload_state === 'processing' ? doc : applyUploadEvent(doc, { type: 'PROCESS' })
  if (next.process_status !== 'PENDING' && next.process_status !== 'RUNNING') next = applyProcessEvent(next, { type: 'REQUEST' })
  next = applyProcessEvent(next, { type: 'START' })
  return { ...next, process_running: true, last_status_message: message }
}

export function markSucceeded(doc: UploadDoc, counts: { entries: number; failed: number }, now: string): UploadDoc {
  const next = applyProcessEvent({ ...doc, entries: counts.entries, processed_entries: counts.entries, failed_entries: counts.failed }, { type: 'SUCCEED' })
  const result = step(uploadMachine, next.upload_state, lifecycleContext(next), { type: 'PROCESSED', entries: counts.entries, failedEntries: counts.failed })
  return {
    ...next,
    upload_state: result.state,
    process_running: false,
    complete_time: now,
    last_status_message: `Process ${doc.current_process ?? PROCESS_UPLOAD} completed successfully`,
  }
}

export function markFailed(doc: UploadDoc, errors: string[], now: string, stopped = false): UploadDoc {
  const next = applyProcessEvent(doc, { type: stopped ? 'STOP' : 'FAIL' })
  const result = step(uploadMachine, next.upload_state, lifecycleContext(next), { type: stopped ? 'STOP' : 'FAILED' })
  return {
    ...next,
    upload_state: result.state,
    process_running: false,
    complete_time: now,
    errors,
    last_status_message: stopped ? 'Process stopped' : `Process ${doc.current_process ?? PROCESS_UPLOAD} failed: ${errors.join('; ')}`,
  }
}

/** A synchronous process (publish, edit) that the server completes in the request. */
export function markCompleted(doc: UploadDoc, process: string, now: string): UploadDoc {
  return { ...doc, current_process: process, process_status: 'SUCCESS', process_running: false, complete_time: now, last_status_message: `Process ${process} completed successfully` }
}
