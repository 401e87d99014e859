/**
 * Safe unpacking of uploaded archives: members go to a fresh staging folder, are checked
 * (no absolute paths, no '..', no links or devices, limits on size, ratio and count) and are
 * handed on only when the whole archive passed; on any refusal the staging folder is removed
 * and nothing in the upload has been touched.
 */
import { open, rm, stat, mkdir } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { unpackTar } from './unpack-tar.js'
import { unpackZip } from './unpack-zip.js'
import { DEFAULT_UNPACK_LIMITS, type UnpackLimits } from './unpack-errors.js'

export { UnpackError, UnpackTooLargeError, DEFAULT_UNPACK_LIMITS, type UnpackLimits, memberPathProblem } from './unpack-errors.js'

export type ArchiveKind = 'zip' | 'tar' | 'tar.gz'

/** The archive kind by name, else by magic bytes; undefined for a plain file. */
export function archiveKindOf(fileName: string): ArchiveKind | undefined {
  const lower = fileName.toLowerCase()
  if (lower.endsWith('.zip')) return 'zip'
  if (lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) return 'tar.gz'
  if (lower.endsWith('.tar')) return 'tar'
  return undefined
}

/** For a body sent without a file name: zip or tar by content, as NOMAD guesses it. */
export async function sniffArchiveKind(path: string): Promise<ArchiveKind | undefined> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(512)
    const { bytesRead } = await handle.read(head, 0, 512, 0)
    if (bytesRead >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip'
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz'
    if (bytesRead >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'tar'
    return undefined
  } finally {
    await handle.close()
  }
}

export interface UnpackedArchive {
  /** The staging folder holding the members; remove it with discard() when done. */
  dir: string
  /** Relative '/'-separated paths of the unpacked files. */
  files: string[]
  /** Contents of the files kept in memory instead of the staging folder (see holdBytes of unpackArchive); the others are in dir. */
  held: Map<string, Uint8Array>
  discard(): Promise<void>
}

export async function unpackArchive(
  archivePath: string,
  archiveName: string,
  kind: ArchiveKind,
  stagingRoot: string,
  limits: UnpackLimits = DEFAULT_UNPACK_LIMITS,
  /** Called as bytes are read (the processing watchdog's feed). */
  onProgress: () => void = () => undefined,
  /** Up to this many bytes of small zip members are kept in memory (UnpackedArchive.held) instead of being written to dir. */
  holdBytes = 0,
): Promise<UnpackedArchive> {
  const dir = join(stagingRoot, `unpack-${randomBytes(8).toString('hex')}`)
  await mkdir(dir, { recursive: true })
  const discard = () => rm(dir, { recursive: true, force: true })
  try {
    const bytes = (await stat(archivePath)).size
    const held = new Map<string, Uint8Array>()
    const files = kind === 'zip' ? await unpackZip(archivePath, archiveName, bytes, dir, limits, onProgress, held, holdBytes) : await unpackTar(archivePath, archiveName, bytes, dir, limits, onProgress)
    return { dir, files: files.sort(), held, discard }
  } catch (error) {
    await discard()
    throw error
  }
}
