/** NOMAD lists at most this many files of an entry besides its mainfile (config.process.auxfile_cutoff). */
const AUX_FILE_CUTOFF = 100

/**
 * An entry's `files` as NOMAD lists them: the mainfile, then the other files of its folder
 * (not of sub folders) in name order, paths relative to the upload's raw folder.
 */
export function entryFilesOf(paths: Iterable<string>): (mainfile: string) => string[] {
  const byFolder = new Map<string, string[]>()
  for (const path of paths) {
    const folder = folderOf(path)
    const list = byFolder.get(folder)
    if (list) list.push(path)
    else byFolder.set(folder, [path])
  }
  for (const list of byFolder.values()) list.sort()
  return (mainfile) => [mainfile, ...(byFolder.get(folderOf(mainfile)) ?? []).filter((path) => path !== mainfile).slice(0, AUX_FILE_CUTOFF)]
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}
