/** Unpacks a zip file into a staging folder, refusing anything unsafe before or while writing. */
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { inflateRawSync } from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { memberPathProblem, normalizedMemberPath, RATIO_EXEMPT_BYTES, UnpackError, UnpackTooLargeError, type UnpackLimits } from './unpack-errors.js'

const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const S_IFLNK = 0o120000

/** Members up to this size are unpacked through memory, several written at once. */
const BUFFERED_MEMBER_BYTES = 1 << 20
const WRITES_IN_FLIGHT = 8

/** The whole member through `counter`; a failure of either stream (a corrupt deflate stream, a size the headers lie about) rejects. */
async function collect(stream: Readable, counter: Transform): Promise<Buffer> {
  const chunks: Buffer[] = []
  await pipeline(stream, counter, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk)
  })
  return Buffer.concat(chunks)
}

/**
 * The content of a stored (method 0) or deflated (method 8) member from its compressed bytes,
 * checked against the size its header declares, with the same messages as yauzl's streams
 * (validateEntrySizes): inflating stops just past the declared size, so a lying header costs nothing.
 */
function memberContent(compressed: Buffer, entry: Entry): Buffer {
  const expected = entry.uncompressedSize
  // Stored: yauzl has checked that the compressed and uncompressed sizes agree.
  if (entry.compressionMethod === 0) return Buffer.from(compressed)
  let content: Buffer
  try {
    content = inflateRawSync(compressed, { maxOutputLength: expected + 1 })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Error(`too many bytes in the stream. expected ${expected}. got at least ${expected + 1}`, { cause: error })
    throw error
  }
  if (content.length > expected) throw new Error(`too many bytes in the stream. expected ${expected}. got at least ${content.length}`)
  if (content.length < expected) throw new Error(`not enough bytes in the stream. expected ${expected}. got only ${content.length}`)
  return content
}

/**
 * The bytes in a buffer of their own. zlib's result and small Buffers are views into a larger
 * buffer (16 KB, or Node's 8 KB pool): held as they are, a zip of tiny members took 16 KB per
 * member where the hold limit counted its length, and each was copied whole into the parse
 * worker's message (16 MB for the processing bench's 1,000 files).
 */
function exactCopy(content: Buffer): Uint8Array {
  return content.byteLength === content.buffer.byteLength ? content : new Uint8Array(content)
}

/** Background writes, at most `limit` at once; the first failure is kept and rethrown. */
function boundedWrites(limit: number) {
  const inFlight = new Set<Promise<void>>()
  let failure: unknown
  let failed = false
  const check = () => {
    if (failed) throw failure
  }
  return {
    run(write: () => Promise<void>) {
      const running: Promise<void> = write().then(
        () => void inFlight.delete(running),
        (error: unknown) => {
          inFlight.delete(running)
          if (!failed) [failed, failure] = [true, error]
        },
      )
      inFlight.add(running)
    },
    /** Resolves when another write may start (rejects after a failure). */
    async room() {
      while (inFlight.size >= limit) await Promise.race(inFlight)
      check()
    },
    async all() {
      await Promise.all(inFlight)
      check()
    },
  }
}

/** Zips up to this size are read into memory once: every member header and member is then a slice, not a file read. */
const IN_MEMORY_ZIP_BYTES = 32 << 20

/** The zip from its file, or from `bytes` (its content, read once) when given. */
function openZip(path: string, bytes?: Buffer): Promise<ZipFile> {
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true }
  return new Promise((resolveZip, reject) => {
    const opened = (error: Error | null, zip: ZipFile) => (error ? reject(error) : resolveZip(zip))
    if (bytes) yauzl.fromBuffer(bytes, options, opened)
    else yauzl.open(path, options, opened)
  })
}

/** Where a member's local header starts: its identity across the two passes. */
const offsetOf = (entry: Entry) => (entry as unknown as { relativeOffsetOfLocalHeader: number }).relativeOffsetOfLocalHeader

function nameOf(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer
  // Bit 11: the name is UTF-8; otherwise it is CP437, which for ASCII names is the same.
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1')
}

function entryKind(entry: Entry, name: string): 'file' | 'dir' | string {
  const madeByUnix = entry.versionMadeBy >> 8 === 3
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT
  if (madeByUnix && mode !== 0) {
    if (mode === S_IFLNK) return 'is a symbolic link'
    if (mode === S_IFDIR) return 'dir'
    if (mode !== S_IFREG) return 'is a device or special file'
  }
  return name.endsWith('/') ? 'dir' : 'file'
}

/**
 * Reads every member header first (refusing the whole zip on the first problem), then extracts.
 * Small members are kept in `held` (path → content) instead of being written to the staging
 * folder, while their sizes sum to at most `holdBytes`; the others are written there.
 */
export async function unpackZip(
  archivePath: string,
  archiveName: string,
  archiveBytes: number,
  stagingDir: string,
  limits: UnpackLimits,
  onProgress: () => void = () => undefined,
  held?: Map<string, Uint8Array>,
  holdBytes = 0,
): Promise<string[]> {
  let zip: ZipFile
  let bytes: Buffer | undefined
  try {
    bytes = archiveBytes <= IN_MEMORY_ZIP_BYTES ? await readFile(archivePath) : undefined
    zip = await openZip(archivePath, bytes)
  } catch (error) {
    throw new UnpackError(archiveName, undefined, `is not a readable zip file (${(error as Error).message})`)
  }
  const members: { entry: Entry; path: string }[] = []
  let declaredTotal = 0
  try {
    await new Promise<void>((resolveAll, reject) => {
      zip.on('error', reject)
      zip.on('end', resolveAll)
      zip.on('entry', (entry: Entry) => {
        const name = nameOf(entry)
        const problem = memberPathProblem(name)
        const kind = entryKind(entry, name)
        if (problem) return reject(new UnpackError(archiveName, name, problem))
        if (kind !== 'file' && kind !== 'dir') return reject(new UnpackError(archiveName, name, kind))
        if (members.length + 1 > limits.maxEntries) return reject(new UnpackError(archiveName, undefined, `has more than ${limits.maxEntries} members`))
        if ((entry.generalPurposeBitFlag & 0x1) !== 0) return reject(new UnpackError(archiveName, name, 'is encrypted'))
        declaredTotal += entry.uncompressedSize
        if (declaredTotal > limits.maxTotalBytes) return reject(new UnpackTooLargeError(archiveName, limits.maxTotalBytes))
        if (entry.uncompressedSize > RATIO_EXEMPT_BYTES && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
          return reject(new UnpackError(archiveName, name, `is compressed more than ${limits.maxRatio}:1 (a zip bomb?)`))
        }
        if (kind === 'file') members.push({ entry, path: normalizedMemberPath(name) })
        zip.readEntry()
      })
      zip.readEntry()
    })
  } catch (error) {
    zip.close()
    if (error instanceof UnpackError) throw error
    throw new UnpackError(archiveName, undefined, `is not a readable zip file (${(error as Error).message})`)
  }
  if (declaredTotal > RATIO_EXEMPT_BYTES && declaredTotal / Math.max(1, archiveBytes) > limits.maxRatio) {
    throw new UnpackError(archiveName, undefined, `is compressed more than ${limits.maxRatio}:1 (a zip bomb?)`)
  }

  // Extract: the sizes are checked against the headers by yauzl (validateEntrySizes) and counted here.
  const reopened = await openZip(archivePath, bytes)
  const wanted = new Map(members.map((member) => [offsetOf(member.entry), member.path]))
  const written: string[] = []
  const writes = boundedWrites(WRITES_IN_FLIGHT)
  const made = new Map<string, Promise<unknown>>()
  const ensureDir = (dir: string) => made.get(dir) ?? made.set(dir, mkdir(dir, { recursive: true })).get(dir)!
  let total = 0
  let heldBytes = 0
  try {
    await new Promise<void>((resolveAll, reject) => {
      reopened.on('error', reject)
      reopened.on('end', resolveAll)
      reopened.on('entry', (entry: Entry) => {
        const path = wanted.get(offsetOf(entry))
        if (path === undefined || path === '') return reopened.readEntry()
        // A failure while reading names the member (a corrupt deflate stream, sizes the headers lie about).
        const rejectAt = (error: Error) => reject(error instanceof UnpackError ? error : new UnpackError(archiveName, path, `could not be unpacked (${error.message})`))
        const target = join(stagingDir, ...path.split('/'))
        const count = (bytes: number) => {
          total += bytes
          onProgress()
          if (total > limits.maxTotalBytes) throw new UnpackTooLargeError(archiveName, limits.maxTotalBytes)
        }
        /** A small member, whole: kept in memory, or written in the background while the next one is read. */
        const keep = async (content: Buffer) => {
          if (held && heldBytes + content.length <= holdBytes) {
            heldBytes += content.length
            held.set(path, exactCopy(content))
            written.push(path)
            return
          }
          writes.run(() => ensureDir(dirname(target)).then(() => writeFile(target, content)).then(() => void written.push(path)))
          await writes.room()
        }
        if (bytes && entry.uncompressedSize <= BUFFERED_MEMBER_BYTES && (entry.compressionMethod === 0 || entry.compressionMethod === 8)) {
          // A small member of a zip in memory is decompressed at once from its slice, without a stream per member.
          const zipBytes = bytes
          reopened.readLocalFileHeader(entry, { minimal: true }, (error, header) => {
            if (error) return rejectAt(error)
            let content: Buffer
            try {
              content = memberContent(zipBytes.subarray(header.fileDataStart, header.fileDataStart + entry.compressedSize), entry)
              count(content.length)
            } catch (failure) {
              return rejectAt(failure as Error)
            }
            keep(content).then(() => reopened.readEntry(), rejectAt)
          })
          return
        }
        reopened.openReadStream(entry, (error, stream) => {
          if (error) return rejectAt(error)
          const counter = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              try {
                count(chunk.length)
                callback(null, chunk)
              } catch (failure) {
                callback(failure as Error)
              }
            },
          })
          if (entry.uncompressedSize > BUFFERED_MEMBER_BYTES) {
            ensureDir(dirname(target))
              .then(() => pipeline(stream, counter, createWriteStream(target)))
              .then(() => {
                written.push(path)
                reopened.readEntry()
              }, rejectAt)
            return
          }
          collect(stream, counter)
            .then(keep)
            .then(() => reopened.readEntry(), rejectAt)
        })
      })
      reopened.readEntry()
    })
    await writes.all()
  } catch (error) {
    await writes.all().catch(() => undefined)
    reopened.close()
    if (error instanceof UnpackError) throw error
    throw new UnpackError(archiveName, undefined, `could not be unpacked (${(error as Error).message})`)
  }
  return written
}
