/**
 * Searches sent before the page that shows them has rendered: once the search page's code is
 * loaded, its first request goes out while React still renders the page, and the page's store
 * takes that answer instead of asking again. Each is taken once, and only soon after it was sent.
 */
const FRESH_MS = 10_000

const sent = new Map<string, { answer: Promise<unknown>; at: number; settled?: { value: unknown } }>()

const keyOf = (path: string, body: unknown) => `${path}\n${JSON.stringify(body)}`

export function prefetchSearch(path: string, body: unknown, send: () => Promise<unknown>): void {
  const answer = send()
  const entry: { answer: Promise<unknown>; at: number; settled?: { value: unknown } } = { answer, at: Date.now() }
  // A failure reaches the store that takes the answer; one that is never taken is dropped quietly.
  answer.then((value) => (entry.settled = { value }), () => undefined)
  sent.set(keyOf(path, body), entry)
}

/** The answer of the same request sent ahead when it has arrived already (fresh); it is taken. */
export function takeArrivedSearch<T>(path: string, body: unknown): T | undefined {
  const key = keyOf(path, body)
  const entry = sent.get(key)
  if (!entry?.settled || Date.now() - entry.at > FRESH_MS) return undefined
  sent.delete(key)
  return entry.settled.value as T
}

/** The answer of the same request sent ahead, if there is a fresh one; it is taken only once. */
export function takePrefetchedSearch<T>(path: string, body: unknown): Promise<T> | undefined {
  const key = keyOf(path, body)
  const entry = sent.get(key)
  sent.delete(key)
  return entry && Date.now() - entry.at <= FRESH_MS ? (entry.answer as Promise<T>) : undefined
}
