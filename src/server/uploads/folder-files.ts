import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { FileStore } from '../store/interfaces.js'

/** All files below a folder, as '/'-separated relative paths, hidden files and folders left out. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .sort()
}

/** Copies the files of a folder on the server's disk into an upload's raw files; returns their paths. */
export async function copyFolderIntoUpload(files: FileStore, uploadId: string, folder: string): Promise<string[]> {
  const paths = await filesUnder(folder)
  for (const path of paths) await files.write(uploadId, path, await readFile(join(folder, ...path.split('/'))))
  return paths
}
