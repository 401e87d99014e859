/**
 * A parse worker thread: loads the parsers module once, parses the mainfiles the pool sends and
 * asks the pool for file contents (the file store lives in the main thread).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { runParseAndBuild, type FileReader, type ParseRequest, type ParsersModule } from './parse-task.js'
import { adoptStrataMetainfoFiles, strataMetainfo } from '../../engine/metainfo/node.js'
import type { MetainfoSourceFile } from '../../engine/metainfo/loadStrata.js'
import type { EntryMainfile, OtherUploadFile } from './parsers/types.js'

type FromPool =
  | { type: 'parse'; id: number; request: ParseRequest }
  | { type: 'file'; requestId: number; data: Uint8Array | undefined; error?: string; mainfile?: string }

type FileReply = { data: Uint8Array | undefined; error?: string; mainfile?: string }
const port = parentPort!
const data = workerData as { parsersModule: string; metainfoFiles: MetainfoSourceFile[] }
// The main thread's parsed metainfo: building the model from it spares parsing the YAML again.
adoptStrataMetainfoFiles(data.metainfoFiles)
const parsers = (await import(data.parsersModule)) as ParsersModule
const fileRequests = new Map<number, (reply: FileReply) => void>()
let nextFileRequest = 0

/** Parses sent ahead of the one running (see WORKER_QUEUE_DEPTH): they run one at a time, in order. */
const queued: { id: number; request: ParseRequest }[] = []
let running = false

port.on('message', (message: FromPool) => {
  if (message.type === 'file') {
    fileRequests.get(message.requestId)?.(message)
    fileRequests.delete(message.requestId)
    return
  }
  queued.push(message)
  if (!running) void runQueued()
})

async function runQueued(): Promise<void> {
  running = true
  for (let next = queued.shift(); next; next = queued.shift()) {
    const started = performance.now()
    const outcome = await runParseAndBuild(parsers, next.request, filesFor(next.id))
    port.postMessage({ type: 'done', id: next.id, outcome, ms: performance.now() - started })
  }
  running = false
}

/** The files of parse `id`, asked of the pool. */
function filesFor(id: number): FileReader {
  /** Asks the pool for a file of this upload, of another one (uploadId given) or an entry's mainfile (entryId given too). */
  const ask = (path: string, uploadId?: string, entryId?: string) =>
    new Promise<FileReply>((resolveFile) => {
      const requestId = nextFileRequest++
      fileRequests.set(requestId, resolveFile)
      port.postMessage({ type: 'read', id, requestId, path, uploadId, entryId })
    })
  const files: FileReader = {
    readFile: async (path) => (await ask(path)).data,
    readUploadFile: async (uploadId, path): Promise<OtherUploadFile> => {
      const reply = await ask(path, uploadId)
      return reply.data ? { ok: true, data: reply.data } : { ok: false, reason: reply.error ?? `${path} does not exist` }
    },
    readEntryMainfile: async (uploadId, entryId): Promise<EntryMainfile> => {
      const reply = await ask('', uploadId, entryId)
      return reply.data && reply.mainfile !== undefined ? { ok: true, mainfile: reply.mainfile, data: reply.data } : { ok: false, reason: reply.error ?? `the entry ${entryId} does not exist` }
    },
  }
  return files
}

port.postMessage({ type: 'ready' })
// The model is built now, while the server starts, not during the first upload's parses (0.2 s
// of the worker). A failure shows again, with its reason, when a parse asks for the model.
strataMetainfo().catch(() => undefined)
