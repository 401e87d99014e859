/** Runs work over items with at most `limit` of them in flight; results keep the items' order. */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index], index)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane))
  return results
}

/** File system operations in flight at once: enough to hide latency, few enough not to swamp the disk. */
export const IO_CONCURRENCY = 8
