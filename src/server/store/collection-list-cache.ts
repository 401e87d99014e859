/**
 * Answers of list() on small collections that are read on almost every request (the groups a
 * requester belongs to, users by name), kept until the collection is written. Without it each of
 * these reads scans the records table, which also holds every entry and archive.
 *
 * The JSON texts are kept, not documents: every reader parses its own copy and may change it.
 * Like ParsedDocCache, a read that misses takes a ticket first; a write to the collection in
 * between voids it, so an answer read before a write is never kept after it.
 */
const LISTED_COLLECTIONS = new Set(['groups', 'users'])

/** Answers kept per collection at most; the oldest go first. */
const MAX_ANSWERS = 1000

export class CollectionListCache {
  private readonly answers = new Map<string, Map<string, string[]>>()
  private readonly writes = new Map<string, number>()

  caches(collection: string): boolean {
    return LISTED_COLLECTIONS.has(collection)
  }

  /** The answer kept under key, else what `list` answers (kept unless the collection was written meanwhile). */
  async read(collection: string, key: string, list: () => Promise<string[]>): Promise<string[]> {
    const kept = this.answers.get(collection)?.get(key)
    if (kept) return kept
    const ticket = this.ticket(collection)
    const texts = await list()
    if (this.caches(collection) && ticket === this.ticket(collection)) this.keep(collection, key, texts)
    return texts
  }

  /** The collection was written (or is about to be). */
  invalidate(collection: string): void {
    if (!this.caches(collection)) return
    this.writes.set(collection, this.ticket(collection) + 1)
    this.answers.delete(collection)
  }

  private ticket(collection: string): number {
    return this.writes.get(collection) ?? 0
  }

  private keep(collection: string, key: string, texts: string[]): void {
    let kept = this.answers.get(collection)
    if (!kept) this.answers.set(collection, (kept = new Map()))
    kept.delete(key)
    kept.set(key, texts)
    if (kept.size > MAX_ANSWERS) kept.delete(kept.keys().next().value as string)
  }
}
