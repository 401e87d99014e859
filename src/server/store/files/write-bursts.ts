/**
 * The folders checked (or made) by the writes of one upload that run at the same time, by
 * absolute path, each as a promise of what the check found (its real path). An unpacked
 * archive's files are written in one such burst, so each of its folders is checked once instead
 * of with two or three realpaths per file. A burst ends with its last running write: a folder
 * changed afterwards (removed, replaced by a link) is checked again by the next write.
 */
export class WriteBursts<Folder> {
  private readonly bursts = new Map<string, { writes: number; folders: Map<string, Promise<Folder>> }>()

  /** Runs a write into the upload at `root` with the folders its burst has checked so far. */
  async during<R>(root: string, write: (folders: Map<string, Promise<Folder>>) => Promise<R>): Promise<R> {
    let burst = this.bursts.get(root)
    if (!burst) this.bursts.set(root, (burst = { writes: 0, folders: new Map() }))
    burst.writes += 1
    try {
      return await write(burst.folders)
    } finally {
      burst.writes -= 1
      if (burst.writes === 0) this.bursts.delete(root)
    }
  }

  /** Forgets what the running burst of an upload checked (files or folders of it were removed). */
  forget(root: string): void {
    this.bursts.get(root)?.folders.clear()
  }
}
