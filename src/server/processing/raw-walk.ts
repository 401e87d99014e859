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
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
