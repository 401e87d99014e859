/**
 * Answers of read statements kept until the next write, like Elasticsearch's request cache:
 * the search page asks the same aggregations again and again (every visitor's first look at an
 * app, every filter toggled back), and between two writes the same statement gives the same rows.
 *
 * Reads that overlap a write are neither served from nor stored in the cache, so no answer
 * computed on the old data outlives the write.
 */
export interface ResultCache<Rows> {
  /** The rows of `key`, computed by `compute` unless a current answer is kept. */
  read(key: string, compute: () => Promise<Rows>): Promise<Rows>
  /** Wraps a write: the cache is emptied before and after it, and bypassed while it runs. */
  writing<T>(write: () => Promise<T>): Promise<T>
}

export interface ResultCacheOptions {
  /** How many answers are kept at most; the least recently used go first. */
  maxEntries: number
  /** Answers with more rows than this are not kept (they are cheap to page, costly to hold). */
  maxRows: number
  /** Whether an answer may be kept at all (e.g. not when its rows carry whole documents). */
  keeps?: (rows: unknown[]) => boolean
}

export function resultCache<Row>({ maxEntries, maxRows, keeps = () => true }: ResultCacheOptions): ResultCache<Row[]> {
  const kept = new Map<string, Promise<Row[]>>()
  let generation = 0
  let writes = 0

  const invalidate = () => {
    generation += 1
    kept.clear()
  }

  return {
    async read(key, compute) {
      if (writes > 0) return compute()
      const hit = kept.get(key)
      if (hit) {
        kept.delete(key)
        kept.set(key, hit)
        return (await hit).map((row) => ({ ...row }))
      }
      const startedIn = generation
      const pending = compute()
      kept.set(key, pending)
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string)
      try {
        const rows = await pending
        const stale = generation !== startedIn || rows.length > maxRows || !keeps(rows)
        if (stale && kept.get(key) === pending) kept.delete(key)
        return rows.map((row) => ({ ...row }))
      } catch (error) {
        if (kept.get(key) === pending) kept.delete(key)
        throw error
      }
    },
    async writing(write) {
      writes += 1
      invalidate()
      try {
        return await write()
      } finally {
        writes -= 1
        invalidate()
      }
    },
  }
}
