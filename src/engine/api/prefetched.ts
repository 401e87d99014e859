/**
 * Requests sent before the page that needs them has rendered (the first search of a search page,
 * an entry page's metadata and overview data); the page takes the answer instead of asking again.
 * Each is taken once, and only soon after it was sent; only anonymous visits send them ahead, as a
 * login would change the answer.
 */
const FRESH_MS = 10_000

interface Sent {
  answer: Promise<unknown>
  at: number
  arrived?: { value: unknown }
}

const sent = new Map<string, Sent>()

const keyOf = (method: string, path: string, body: unknown) => `${method} ${path}\n${JSON.stringify(body ?? null)}`

export function prefetch(method: 'GET' | 'POST', path: string, body: unknown, send: () => Promise<unknown>): void {
  const entry: Sent = { answer: send(), at: Date.now() }
  // A failure reaches the page that takes the answer; one that is never taken is dropped quietly.
  entry.answer.then((value) => (entry.arrived = { value }), () => undefined)
  sent.set(keyOf(method, path, body), entry)
}

/** The answer of the same request sent ahead, if there is a fresh one (arrived or not); it is taken. */
export function takePrefetched<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> | undefined {
  const key = keyOf(method, path, body)
  const entry = sent.get(key)
  sent.delete(key)
  return entry && Date.now() - entry.at <= FRESH_MS ? (entry.answer as Promise<T>) : undefined
}

/**
 * The answer of the same request sent ahead when it has arrived already (fresh), left in place: for a
 * render, which React may discard and run again (a part suspended); the committed page takes it then
 * (takePrefetched), so that it is used once.
 */
export function peekArrived<T>(method: 'GET' | 'POST', path: string, body?: unknown): T | undefined {
  const entry = sent.get(keyOf(method, path, body))
  return entry?.arrived && Date.now() - entry.at <= FRESH_MS ? (entry.arrived.value as T) : undefined
}
