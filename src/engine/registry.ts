/** Raised when a config names a type nobody registered; the message lists the types that exist. */
export class UnknownTypeError extends Error {
  readonly kind: string
  readonly type: string
  readonly known: readonly string[]

  constructor(kind: string, type: string, known: readonly string[]) {
    super(`Unknown ${kind} type '${type}'. Known ${kind} types: ${known.length > 0 ? known.join(', ') : '(none)'}`)
    this.name = 'UnknownTypeError'
    this.kind = kind
    this.type = type
    this.known = known
  }
}

export interface Registry<T> {
  readonly kind: string
  /** Adds `value` under `type`; registering a type twice is an error. */
  register(type: string, value: T): void
  /** The value registered under `type`; throws UnknownTypeError when there is none. */
  resolve(type: string): T
  has(type: string): boolean
  /** Registered types in registration order. */
  types(): string[]
}

/** A table from type names to values (renderers, config kinds, …) for one kind of thing. See docs/maintainer-guide.md#adding-a-kind. */
export function createRegistry<T>(kind: string): Registry<T> {
  const entries = new Map<string, T>()
  return {
    kind,
    register(type, value) {
      if (entries.has(type)) throw new Error(`The ${kind} type '${type}' is already registered`)
      entries.set(type, value)
    },
    resolve(type) {
      if (!entries.has(type)) throw new UnknownTypeError(kind, type, [...entries.keys()])
      return entries.get(type) as T
    },
    has: (type) => entries.has(type),
    types: () => [...entries.keys()],
  }
}
