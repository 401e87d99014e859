/**
 * Parsed documents kept in memory, least recently used first out, bounded by the total size of
 * their JSON text. Readers share the cached objects, so they must not change them; the sections
 * are frozen, so that trying to throws instead of changing what every later reader gets.
 *
 * A read that misses takes a ticket before it reads the database and hands it back with the
 * document; a write in between (any invalidate) voids the ticket, so a document read before a
 * write can never be cached after it.
 */
import type { StoredDoc } from './interfaces.js'

export const DEFAULT_PARSED_DOC_CACHE_BYTES = 256 * 1024 * 1024

export class ParsedDocCache {
  private readonly docs = new Map<string, { doc: StoredDoc; bytes: number }>()
  private totalBytes = 0
  private writes = 0

  constructor(readonly maxBytes = DEFAULT_PARSED_DOC_CACHE_BYTES) {}

  get bytes(): number {
    return this.totalBytes
  }

  get(key: string): StoredDoc | undefined {
    const cached = this.docs.get(key)
    if (!cached) return undefined
    this.docs.delete(key)
    this.docs.set(key, cached)
    return cached.doc
  }

  /** Taken before reading a document that missed; see set. */
  ticket(): number {
    return this.writes
  }

  /** Keeps doc (its JSON text `bytes` long) unless a write happened since the ticket or it alone exceeds the bound. */
  set(key: string, doc: StoredDoc, bytes: number, ticket: number): void {
    if (ticket !== this.writes || bytes > this.maxBytes) return
    this.remove(key)
    this.docs.set(key, { doc: deepFreeze(doc), bytes })
    this.totalBytes += bytes
    for (const [oldest, cached] of this.docs) {
      if (this.totalBytes <= this.maxBytes) break
      this.docs.delete(oldest)
      this.totalBytes -= cached.bytes
    }
  }

  /** The document at key was written or deleted (or is about to be). */
  invalidate(key: string): void {
    this.writes++
    this.remove(key)
  }

  private remove(key: string): void {
    const cached = this.docs.get(key)
    if (!cached) return
    this.docs.delete(key)
    this.totalBytes -= cached.bytes
  }
}

/**
 * Freezes the sections and the lists of sections. Lists of plain values (numbers, mostly) stay as
 * they are: V8 boxes every number of a frozen list of doubles, which costs more than the parse.
 */
function deepFreeze<T>(value: T): T {
  const stack: object[] = [value as object]
  const visit = (child: unknown) => {
    if (child !== null && typeof child === 'object') stack.push(child)
  }
  while (stack.length > 0) {
    const current = stack.pop()!
    if (Object.isFrozen(current)) continue
    if (Array.isArray(current)) {
      if (current.length > 0 && (current[0] === null || typeof current[0] !== 'object')) continue
      Object.freeze(current)
      for (let i = 0; i < current.length; i++) visit(current[i])
    } else {
      Object.freeze(current)
      for (const key in current) visit((current as Record<string, unknown>)[key])
    }
  }
  return value
}
