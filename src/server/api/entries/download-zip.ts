import { PassThrough, Readable } from 'node:stream'
import yazl from 'yazl'

/** Bytes handed to the zip but not yet sent before adding more waits for the client. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024

/** Lazy members queued but not yet opened before adding more waits for the client. */
const MAX_PENDING_MEMBERS = 32

export interface DownloadZip {
  /** Aborted once the client has gone (or the zip failed): add nothing more, read nothing more. */
  readonly signal: AbortSignal
  /** A member whose content is opened only when the zip reaches it (raw files); waits while many are queued. */
  addLazy(name: string, open: () => Promise<Readable>): Promise<void>
  /** A member from memory; waits while too much is queued for a slow client. */
  addBuffer(name: string, content: Buffer): Promise<void>
}

export interface StreamedZipOptions {
  /** Deflate the members (NOMAD's files.compress); stored uncompressed by default. */
  compress?: boolean
  /** The request's signal: aborting it stops the download like closing the stream does. */
  signal?: AbortSignal
}

/**
 * A zip streamed while `fill` adds its members. Members can come from many uploads; an error
 * while filling ends the stream. When the client goes away (the stream is closed or the request
 * aborted) `zip.signal` aborts, the open member files are closed and no further member is opened.
 */
export function streamedZip(fill: (zip: DownloadZip) => Promise<void>, options: StreamedZipOptions = {}): Readable {
  const compress = options.compress ?? false
  const zip = new yazl.ZipFile()
  const output = new PassThrough()
  const stopped = new AbortController()
  const signal = stopped.signal
  const openMembers = new Set<Readable>()
  const waiters = new Set<() => void>()
  const progressed = () => {
    for (const wake of waiters) wake()
    waiters.clear()
  }
  const stop = () => {
    if (signal.aborted) return
    stopped.abort(new Error('The download was stopped.'))
    for (const member of openMembers) member.destroy()
    openMembers.clear()
    output.destroy()
    progressed()
  }
  options.signal?.addEventListener('abort', stop, { once: true })
  if (options.signal?.aborted) stop()
  output.once('close', () => {
    options.signal?.removeEventListener('abort', stop)
    stop()
  })

  zip.outputStream.pipe(output)
  zip.on('error', (error: Error) => output.destroy(error))
  let queued = 0
  let sent = 0
  let unopened = 0
  zip.outputStream.on('data', (chunk: Buffer) => {
    sent += chunk.length
    progressed()
  })
  const waitWhile = async (busy: () => boolean) => {
    while (busy() && !signal.aborted) await new Promise<void>((resolve) => waiters.add(resolve))
  }

  const writer: DownloadZip = {
    signal,
    async addLazy(name, open) {
      if (signal.aborted) return
      unopened++
      zip.addReadStreamLazy(name, { compress }, (callback) => {
        unopened--
        progressed()
        if (signal.aborted) return callback(signal.reason as Error, undefined as unknown as NodeJS.ReadableStream)
        open().then(
          (stream) => {
            if (signal.aborted) {
              stream.destroy()
              return callback(signal.reason as Error, undefined as unknown as NodeJS.ReadableStream)
            }
            openMembers.add(stream)
            stream.once('close', () => openMembers.delete(stream))
            stream.once('error', (error: Error) => output.destroy(error))
            callback(null, stream)
          },
          (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
        )
      })
      await waitWhile(() => unopened > MAX_PENDING_MEMBERS)
    },
    async addBuffer(name, content) {
      if (signal.aborted) return
      zip.addBuffer(content, name, { compress })
      queued += content.length
      await waitWhile(() => queued - sent > MAX_PENDING_BYTES)
    },
  }
  fill(writer).then(
    () => {
      if (!signal.aborted) zip.end()
    },
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  )
  return output
}

/** A streamed zip as a browser download named `filename`. */
export function zipResponse(zip: Readable, filename: string): Response {
  return new Response(Readable.toWeb(zip) as ReadableStream, {
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${filename}"` },
  })
}
