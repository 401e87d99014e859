import type { FileStore } from '../store/interfaces.js'

export interface RawFile {
  path: string
  size: number
}

/** Every file of an upload's raw folder (below dir), depth first, sorted by path. */
export async function walkFiles(files: FileStore, uploadId: string, dir = ''): Promise<RawFile[]> {
  const found: RawFile[] = []
  const visit = async (folder: string) => {
    for (const item of await files.list(uploadId, folder)) {
      if (item.is_file) found.push({ path: item.path, size: item.size })
      else await visit(item.path)
    }
  }
  await visit(dir)
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
