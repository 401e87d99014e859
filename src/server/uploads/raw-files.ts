/** Listing, zipping and content types of an upload's raw files. */
import { PassThrough, Readable } from 'node:stream'
import yazl from 'yazl'
import { walkFiles } from '../processing/raw-walk.js'
import type { FileStore } from '../store/interfaces.js'
import { checkedRelativePath } from '../store/files/directory-file-store.js'

export const NOT_FOUND_PATH = 'Not found. Invalid path?'

export interface RawDirItem {
  name: string
  size: number
  is_file: boolean
  entry_id?: string
  parser_name?: string
}

/** A normalised relative path ('' for the root); UnsafePathError for '..' or absolute ones. */
export function rawPath(path: string | undefined): string {
  return checkedRelativePath(decodeURIComponentSafe(path ?? ''))
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export type RawTarget = { kind: 'file'; size: number } | { kind: 'dir' } | undefined

/** What a path is: a file (with size), a folder (also an empty one made with raw-create-dir), or nothing. */
export async function rawTarget(files: FileStore, uploadId: string, path: string, directories: readonly string[]): Promise<RawTarget> {
  if (path === '') return { kind: 'dir' }
  if (directories.some((dir) => dir === path || dir.startsWith(`${path}/`))) return { kind: 'dir' }
  if (!(await files.exists(uploadId, path))) return undefined
  const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
  const item = (await files.list(uploadId, parent)).find((listed) => listed.path === path)
  if (!item) return undefined
  return item.is_file ? { kind: 'file', size: item.size } : { kind: 'dir' }
}

/** The direct children of a folder, with total sizes of sub folders and the created empty folders. */
export async function listDirectory(files: FileStore, uploadId: string, path: string, directories: readonly string[]): Promise<{ size: number; content: RawDirItem[] }> {
  const listed = (await files.exists(uploadId, path).catch(() => false)) || path === '' ? await files.list(uploadId, path) : []
  const content: RawDirItem[] = []
  for (const item of listed) {
    const name = item.path.split('/').at(-1)!
    const size = item.is_file ? item.size : (await walkFiles(files, uploadId, item.path)).reduce((sum, file) => sum + file.size, 0)
    content.push({ name, size, is_file: item.is_file })
  }
  const prefix = path === '' ? '' : `${path}/`
  for (const dir of directories) {
    if (!dir.startsWith(prefix)) continue
    const name = dir.slice(prefix.length).split('/')[0]
    if (name && !content.some((item) => item.name === name)) content.push({ name, size: 0, is_file: false })
  }
  content.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { size: content.reduce((sum, item) => sum + item.size, 0), content }
}

/** One file of a zip: where it is in the upload, and its name inside the zip. */
export interface ZipMember {
  path: string
  name: string
}

/**
 * A zip, streamed: each file is opened only when yazl reaches it, so memory stays flat however
 * large the upload; extra text files are added at the end.
 */
export function zipOfMembers(files: FileStore, uploadId: string, members: () => Promise<ZipMember[]>, extra: Record<string, string> = {}): Readable {
  const zip = new yazl.ZipFile()
  const output = new PassThrough()
  zip.outputStream.pipe(output)
  zip.on('error', (error: Error) => output.destroy(error))
  void members().then(
    (listed) => {
      for (const member of listed) {
        zip.addReadStreamLazy(member.name, (callback) => {
          files.readStream(uploadId, member.path).then(
            (stream) => {
              stream.once('error', (error: Error) => output.destroy(error))
              callback(null, stream)
            },
            (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
          )
        })
      }
      for (const [name, text] of Object.entries(extra)) zip.addBuffer(Buffer.from(text, 'utf8'), name)
      zip.end()
    },
    (error: unknown) => output.destroy(error as Error),
  )
  return output
}

/** A zip of the files below a folder ('' for all), named relative to it. */
export function zipOf(files: FileStore, uploadId: string, path: string, extra: Record<string, string> = {}): Readable {
  const members = async () => (await walkFiles(files, uploadId, path)).map((file) => ({ path: file.path, name: path === '' ? file.path : file.path.slice(path.length + 1) }))
  return zipOfMembers(files, uploadId, members, extra)
}

/** A zip holding one file under its own name (NOMAD's compress=true for a file). */
export function zipOfFile(files: FileStore, uploadId: string, path: string): Readable {
  return zipOfMembers(files, uploadId, async () => [{ path, name: path.split('/').at(-1)! }])
}

const TEXT_TYPES: Record<string, string> = {
  json: 'application/json',
  yaml: 'text/plain; charset=utf-8',
  yml: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  cif: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  csv: 'text/csv; charset=utf-8',
  xyz: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
}

export function contentTypeOf(path: string): string {
  const name = path.split('/').at(-1) ?? ''
  if (/^(POSCAR|CONTCAR|OUTCAR|INCAR|KPOINTS)/i.test(name)) return 'text/plain; charset=utf-8'
  const extension = name.includes('.') ? name.split('.').at(-1)!.toLowerCase() : ''
  return TEXT_TYPES[extension] ?? 'application/octet-stream'
}
