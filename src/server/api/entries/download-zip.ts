import { PassThrough, Readable } from 'node:stream'
import yazl from 'yazl'

/** Bytes handed to the zip but not yet sent before adding more waits for the client. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024

export interface DownloadZip {
  /** A member whose content is opened only when the zip reaches it (raw files). */
  addLazy(name: string, open: () => Promise<Readable>): void
  /** A member from memory; waits while too much is queued for a slow client. */
  addBuffer(name: string, content: Buffer): Promise<void>
}

/**
 * A zip streamed while `fill` adds its members (stored uncompressed, NOMAD's default for
 * downloads). Members can come from many uploads; an error while filling ends the stream.
 */
export function streamedZip(fill: (zip: DownloadZip) => Promise<void>): Readable {
  const zip = new yazl.ZipFile()
  const output = new PassThrough()
  zip.outputStream.pipe(output)
  zip.on('error', (error: Error) => output.destroy(error))
  let queued = 0
  let sent = 0
  zip.outputStream.on('data', (chunk: Buffer) => (sent += chunk.length))
  const sentMore = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        zip.outputStream.off('data', done)
        output.off('close', done)
        resolve()
      }
      zip.outputStream.once('data', done)
      output.once('close', done)
    })
  const writer: DownloadZip = {
    addLazy(name, open) {
      zip.addReadStreamLazy(name, { compress: false }, (callback) => {
        open().then(
          (stream) => {
            stream.once('error', (error: Error) => output.destroy(error))
            callback(null, stream)
          },
          (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
        )
      })
    },
    async addBuffer(name, content) {
      zip.addBuffer(content, name, { compress: false })
      queued += content.length
      while (queued - sent > MAX_PENDING_BYTES && !output.destroyed) await sentMore()
    },
  }
  fill(writer).then(
    () => zip.end(),
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
