import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { lstat, mkdir, open, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FileStore } from '../interfaces.js'
import { WriteBursts } from './write-bursts.js'

/** A path or upload id that would reach outside the upload's folder, or is not a path at all. */
export class UnsafePathError extends Error {
  constructor(readonly path: string, reason: string) {
    super(`refused path ${JSON.stringify(path)}: ${reason}`)
  }
}

/**
 * A write refused because the upload has a file where a folder is needed, or a folder where the
 * file goes, named by the path in the upload (the system's error would name the server's folders).
 */
function pathConflictOf(error: unknown, path: string): UnsafePathError | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  if (code === 'EISDIR') return new UnsafePathError(path, 'a folder of that name is in the upload')
  if (code === 'ENOTDIR' || code === 'EEXIST') return new UnsafePathError(path, 'a file of the upload is in the way of its folder')
  return undefined
}

/** A folder of an upload as a burst of writes found it: its real path, and whether the burst made it. */
interface CheckedFolder {
  real: string
  made: boolean
}

/** A folder check's finding that the folder leads outside the upload (each write names its own path). */
class LeadsOutside extends Error {}

/** A file or folder that does not exist in the upload. */
export class FileNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`${path} does not exist`)
  }
}

const TEMP_MARK = '.strata-tmp-'
const MAX_CACHED_ROOTS = 10_000

/**
 * The files of each upload under <dataDir>/files/<upload_id>/raw/. Paths are relative to that
 * raw folder; absolute paths, '..', NUL and symlinks that lead outside are refused. Writes go
 * to a temporary file in the same folder, renamed into place when complete.
 */
export function directoryFileStore(dataDir: string): FileStore {
  const filesRoot = resolve(dataDir, 'files')

  const uploadRoot = (uploadId: string) => {
    if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(uploadId)) throw new UnsafePathError(uploadId, 'not a valid upload id')
    return join(filesRoot, uploadId)
  }
  const rawRoot = (uploadId: string) => join(uploadRoot(uploadId), 'raw')
  // The resolved raw folder of each upload, looked up once while it exists: every file access checks against it.
  const realRoots = new Map<string, string>()
  const realRootOf = async (root: string): Promise<string> => {
    const cached = realRoots.get(root)
    if (cached !== undefined) return cached
    const real = await realpath(root).catch(() => undefined)
    if (real === undefined) return realpathOfExistingPart(root)
    if (realRoots.size >= MAX_CACHED_ROOTS) realRoots.clear()
    realRoots.set(root, real)
    return real
  }
  const isInside = async (root: string, target: string) => isWithin(await realRootOf(root), await realpathOfExistingPart(target))
  const assertInside = async (root: string, target: string, path: string) => {
    if (!(await isInside(root, target))) throw new UnsafePathError(path, 'leads outside the upload')
  }

  /** The absolute location of path, checked not to leave the raw folder, even through symlinks. */
  const locate = async (uploadId: string, path: string): Promise<string> => {
    const root = rawRoot(uploadId)
    const target = join(root, checkedRelativePath(path))
    await assertInside(root, target, path)
    return target
  }
  /** locate() for a path that must be an existing file. */
  const locateFile = async (uploadId: string, path: string): Promise<string> => {
    const target = await locate(uploadId, path)
    const info = await stat(target).catch(() => undefined)
    if (!info?.isFile()) throw new FileNotFoundError(path)
    return target
  }

  const bursts = new WriteBursts<CheckedFolder>()

  /**
   * The real path of a file's folder, created when missing, checked to be inside the upload; once
   * per burst of writes (`checked`). An existing folder costs one realpath. A missing one is made
   * inside its parent's checked real folder, so that a link on the way cannot make folders outside;
   * in a folder the burst made, nothing else is looked up first.
   */
  const writableFolder = (root: string, folder: string, checked: Map<string, Promise<CheckedFolder>>): Promise<CheckedFolder> => {
    let found = checked.get(folder)
    if (!found) {
      found = checkOrMakeFolder(root, folder, checked)
      checked.set(folder, found)
      found.catch(() => checked.delete(folder))
    }
    return found
  }
  const checkOrMakeFolder = async (root: string, folder: string, checked: Map<string, Promise<CheckedFolder>>): Promise<CheckedFolder> => {
    const parent = folder === root ? undefined : checked.get(dirname(folder))
    const madeParent = parent && (await parent.catch(() => undefined))?.made
    const existing = madeParent ? undefined : await realpath(folder).catch(() => undefined)
    if (existing !== undefined) {
      if (!isWithin(await realRootOf(root), existing)) throw new LeadsOutside()
      return { real: existing, made: false }
    }
    if (folder === root) {
      // The raw folder itself, made under the server's own folders.
      await mkdir(root, { recursive: true })
      return { real: await realRootOf(root), made: true }
    }
    const made = join((await writableFolder(root, dirname(folder), checked)).real, basename(folder))
    await mkdir(made)
    return { real: made, made: true }
  }

  return {
    async write(uploadId, path, data) {
      const relativePath = checkedRelativePath(path)
      if (relativePath === '') throw new UnsafePathError(path, 'a file needs a name')
      const root = rawRoot(uploadId)
      const target = join(root, relativePath)
      await bursts.during(root, async (checked) => {
        const { real: folder } = await writableFolder(root, dirname(target), checked).catch((error: unknown) => {
          throw error instanceof LeadsOutside ? new UnsafePathError(path, 'leads outside the upload') : (pathConflictOf(error, path) ?? error)
        })
        // The file is written and renamed inside the checked real folder: a link in its place is replaced, never followed.
        const temp = join(folder, `${TEMP_MARK}${randomBytes(6).toString('hex')}`)
        try {
          if (data instanceof Uint8Array) await writeFile(temp, data, { flag: 'wx' })
          else await pipeline(data as Readable, createWriteStream(temp, { flags: 'wx' }))
          await rename(temp, join(folder, basename(target)))
        } catch (error) {
          // The folder may not be what its check found (a file of that name): the next write checks it again.
          checked.delete(dirname(target))
          // (Where the folder is a file, removing the temporary fails too: the write's error is the one to tell.)
          await rm(temp, { force: true }).catch(() => undefined)
          throw pathConflictOf(error, path) ?? error
        }
      })
    },

    async read(uploadId, path) {
      return new Uint8Array(await readFile(await locateFile(uploadId, path)))
    },

    async readRange(uploadId, path, offset, length) {
      const handle = await open(await locateFile(uploadId, path), 'r')
      try {
        const buffer = Buffer.alloc(Math.max(0, length))
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, Math.max(0, offset))
        return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead)
      } finally {
        await handle.close()
      }
    },

    async readStream(uploadId, path, range = {}) {
      const start = Math.max(0, range.offset ?? 0)
      const length = range.length
      if (length !== undefined && length <= 0) return Readable.from([])
      return createReadStream(await locateFile(uploadId, path), { start, ...(length !== undefined ? { end: start + length - 1 } : {}) })
    },

    async exists(uploadId, path) {
      const target = await locate(uploadId, path)
      return (await stat(target).catch(() => undefined)) !== undefined
    },

    async list(uploadId, dir = '') {
      const root = rawRoot(uploadId)
      const folder = await locate(uploadId, dir)
      const info = await stat(folder).catch(() => undefined)
      if (!info?.isDirectory()) {
        if (checkedRelativePath(dir) === '') return []
        throw new FileNotFoundError(dir)
      }
      const dirents = (await readdir(folder, { withFileTypes: true })).filter((dirent) => !dirent.name.startsWith(TEMP_MARK))
      dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      const listed = []
      for (const dirent of dirents) {
        const full = join(folder, dirent.name)
        // The folder is inside the upload (locate checked it), so are its plain files and folders: a
        // folder needs no further look, a file only its size. A symlink is listed only when it stays inside.
        if (dirent.isDirectory()) {
          listed.push({ path: relative(root, full).split(sep).join('/'), is_file: false, size: 0 })
          continue
        }
        if (!dirent.isFile() && !(await isInside(root, full))) continue
        const entry = await stat(full).catch(() => undefined)
        if (!entry) continue
        listed.push({ path: relative(root, full).split(sep).join('/'), is_file: entry.isFile(), size: entry.isFile() ? entry.size : 0 })
      }
      return listed
    },

    async remove(uploadId, path) {
      if (checkedRelativePath(path) === '') throw new UnsafePathError(path, 'use removeUpload to remove all files')
      const target = await locate(uploadId, path)
      if (!(await lstat(target).catch(() => undefined))) throw new FileNotFoundError(path)
      bursts.forget(rawRoot(uploadId))
      await rm(target, { recursive: true, force: true })
    },

    async removeUpload(uploadId) {
      realRoots.delete(rawRoot(uploadId))
      bursts.forget(rawRoot(uploadId))
      await rm(uploadRoot(uploadId), { recursive: true, force: true })
    },

    localFolder: rawRoot,
  }
}

/**
 * Normalises a relative path ('a//b/./c/' → 'a/b/c'); refuses absolute paths, '..' and NUL. Only '/'
 * separates folders: a backslash is part of a name, as on NOMAD's Linux servers, but a '..' written
 * with backslashes is still refused.
 */
export function checkedRelativePath(path: string): string {
  if (typeof path !== 'string') throw new UnsafePathError(String(path), 'not a string')
  if (path.includes('\0')) throw new UnsafePathError(path, 'contains NUL')
  if (path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\')) throw new UnsafePathError(path, 'absolute paths are not allowed')
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.')
  if (segments.some((segment) => segment.split('\\').includes('..'))) throw new UnsafePathError(path, "'..' is not allowed")
  return segments.join('/')
}

function isWithin(realRoot: string, realTarget: string): boolean {
  return realTarget === realRoot || realTarget.startsWith(realRoot + sep)
}

/** realpath of the longest existing prefix of path, with the missing rest appended. */
async function realpathOfExistingPart(path: string): Promise<string> {
  const missing: string[] = []
  let current = resolve(path)
  for (;;) {
    try {
      return join(await realpath(current), ...missing.reverse())
    } catch {
      const parent = dirname(current)
      if (parent === current) return resolve(path)
      missing.push(current.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)))
      current = parent
    }
  }
}
