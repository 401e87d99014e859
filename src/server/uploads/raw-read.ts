/** Reading one raw file for GET uploads/{id}/raw/{path}: a byte range, streamed, optionally gunzipped first. */
import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { FileStore } from '../store/interfaces.js'

export interface RawReadOptions {
  offset: number
  /** -1 for the rest of the file. */
  length: number
  /** Gunzip a .gz file before taking the range. */
  decompress: boolean
}

export interface RawRead {
  stream: Readable
  /** Bytes the stream will carry, when known before reading (not for decompressed files). */
  size?: number
}

export async function readRawFile(files: FileStore, uploadId: string, path: string, fileSize: number, options: RawReadOptions): Promise<RawRead> {
  const length = options.length < 0 ? undefined : options.length
  if (options.decompress && path.endsWith('.gz')) {
    const file = await files.readStream(uploadId, path)
    return { stream: Readable.from(byteRange(file, file.pipe(createGunzip()), options.offset, length), { objectMode: false }) }
  }
  const size = Math.max(0, Math.min(length ?? Infinity, fileSize - options.offset))
  return { stream: await files.readStream(uploadId, path, { offset: options.offset, length: size }), size }
}

/** The bytes of content from offset on, at most length of them; stops reading (and closes the file) once it has them. */
async function* byteRange(file: Readable, content: Readable, offset: number, length: number | undefined): AsyncGenerator<Buffer> {
  const end = length === undefined ? Infinity : offset + length
  let position = 0
  try {
    for await (const chunk of content as AsyncIterable<Buffer>) {
      const start = position
      position += chunk.length
      if (position > offset && start < end) yield chunk.subarray(Math.max(0, offset - start), Math.min(chunk.length, end - start))
      if (position >= end) return
    }
  } finally {
    file.destroy()
    content.destroy()
  }
}
