import type { FileStore } from '../store/interfaces.js'
import { IO_CONCURRENCY, mapConcurrent } from './concurrent.js'

export interface RawFile {
  path: string
  size: number
}

/** Every file of an upload's raw folder (below dir), depth first, sorted by path. */
export async function walkFiles(files: FileStore, uploadId: string, dir = ''): Promise<RawFile[]> {
  const found: RawFile[] = []
  const visit = async (folder: string): Promise<void> => {
    const items = await files.list(uploadId, folder)
    for (const item of items) if (item.is_file) found.push({ path: item.path, size: item.size })
    await mapConcurrent(items.filter((item) => !item.is_file), IO_CONCURRENCY, (item) => visit(item.path))
  }
  await visit(dir)
  return found.sort(byPath)
}

/** A relative path in the form the walk lists it: no empty or '.' segment, no leading or trailing '/'. */
export function isPlainPath(path: string): boolean {
  return path.split('/').every((segment) => segment !== '' && segment !== '.')
}

/** Orders files by path (code unit order, as the walk lists them). */
export function byPath(a: RawFile, b: RawFile): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0
}

/** How many bytes the upload's raw files take (what the upload size limit counts, besides files still waiting). */
export async function rawBytes(files: FileStore, uploadId: string): Promise<number> {
  return (await walkFiles(files, uploadId)).reduce((sum, file) => sum + file.size, 0)
}
