/** Unpacks a tar or tar.gz file into a staging folder, refusing links, devices and escaping paths. */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Parser, type ReadEntry } from 'tar'
import { memberPathProblem, normalizedMemberPath, RATIO_EXEMPT_BYTES, UnpackError, UnpackTooLargeError, type UnpackLimits } from './unpack-errors.js'

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile'])
const DIR_TYPES = new Set(['Directory', 'GNUDumpDir'])
const META_TYPES = new Set(['ExtendedHeader', 'GlobalExtendedHeader', 'NextFileHasLongPath', 'NextFileHasLongLinkpath', 'OldExtendedHeader', 'OldGnuLongPath'])

export async function unpackTar(archivePath: string, archiveName: string, archiveBytes: number, stagingDir: string, limits: UnpackLimits, onProgress: () => void = () => undefined): Promise<string[]> {
  const written: string[] = []
  let total = 0
  let count = 0
  let failure: Error | undefined
  /** The member being read: a truncated archive is reported at it. */
  let current: string | undefined
  const writes: Promise<void>[] = []
  const parser = new Parser({ strict: true })
  // A member cut off by a truncated or corrupt archive never ends: its write is given up when the archive fails.
  const outputs = new Set<WriteStream>()
  let giveUp!: (error: Error) => void
  const givenUp = new Promise<never>((_, reject) => (giveUp = reject))
  givenUp.catch(() => undefined)
  const fail = (error: Error) => {
    failure ??= error
    parser.abort(error)
  }

  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return entry.resume()
    const path = entry.path
    current = path
    const problem = memberPathProblem(path)
    if (problem) return fail(new UnpackError(archiveName, path, problem))
    if (entry.type === 'SymbolicLink') return fail(new UnpackError(archiveName, path, 'is a symbolic link'))
    if (entry.type === 'Link') return fail(new UnpackError(archiveName, path, 'is a hard link'))
    if (META_TYPES.has(entry.type)) return entry.resume()
    if (!FILE_TYPES.has(entry.type) && !DIR_TYPES.has(entry.type)) return fail(new UnpackError(archiveName, path, `is a device or special file (${entry.type})`))
    if (++count > limits.maxEntries) return fail(new UnpackError(archiveName, undefined, `has more than ${limits.maxEntries} members`))
    if (DIR_TYPES.has(entry.type)) return entry.resume()
    total += entry.size ?? 0
    if (total > limits.maxTotalBytes) return fail(new UnpackTooLargeError(archiveName, limits.maxTotalBytes))
    if (total > RATIO_EXEMPT_BYTES && total / Math.max(1, archiveBytes) > limits.maxRatio) {
      return fail(new UnpackError(archiveName, undefined, `is compressed more than ${limits.maxRatio}:1 (a tar bomb?)`))
    }
    const relative = normalizedMemberPath(path)
    if (relative === '') return entry.resume()
    const target = join(stagingDir, ...relative.split('/'))
    entry.pause()
    const write = mkdir(dirname(target), { recursive: true }).then(() => {
      const output = createWriteStream(target)
      outputs.add(output)
      return pipeline(entry, output).finally(() => outputs.delete(output))
    })
    writes.push(
      Promise.race([write, givenUp])
        .then(() => void written.push(relative))
        .catch((error: Error) => fail(error)),
    )
  })

  try {
    await pipeline(createReadStream(archivePath).on('data', onProgress), parser)
  } catch (error) {
    failure ??= error as Error
  }
  if (failure) {
    giveUp(failure)
    for (const output of outputs) output.destroy()
  }
  await Promise.allSettled(writes)
  if (failure instanceof UnpackError) throw failure
  if (failure && current !== undefined) throw new UnpackError(archiveName, current, `could not be unpacked: the archive is truncated or corrupt there (${failure.message})`)
  if (failure) throw new UnpackError(archiveName, undefined, `is not a readable tar file (${failure.message})`)
  return written
}
