/**
 * A parse worker thread: loads the parsers module once, parses the mainfiles the pool sends and
 * asks the pool for file contents (the file store lives in the main thread).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { runParse, type ParseRequest, type ParsersModule } from './parse-task.js'

type FromPool = { type: 'parse'; id: number; request: ParseRequest } | { type: 'file'; requestId: number; data: Uint8Array | undefined }

const port = parentPort!
const parsers = (await import((workerData as { parsersModule: string }).parsersModule)) as ParsersModule
const fileRequests = new Map<number, (data: Uint8Array | undefined) => void>()
let nextFileRequest = 0

port.on('message', (message: FromPool) => {
  if (message.type === 'file') {
    fileRequests.get(message.requestId)?.(message.data)
    fileRequests.delete(message.requestId)
    return
  }
  const { id, request } = message
  const readFile = (path: string) =>
    new Promise<Uint8Array | undefined>((resolveFile) => {
      const requestId = nextFileRequest++
      fileRequests.set(requestId, resolveFile)
      port.postMessage({ type: 'read', id, requestId, path })
    })
  void runParse(parsers, request, { readFile }).then((outcome) => port.postMessage({ type: 'done', id, outcome }))
})
port.postMessage({ type: 'ready' })
