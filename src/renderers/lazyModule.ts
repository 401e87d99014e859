/**
 * Heavy parts of the GUI (units, plotly, three.js scenes, parsers) are fetched the first time they
 * are needed. `lazyModule` makes such a loader: one fetch shared by every caller, tried again after
 * a failure (a dropped chunk request must not break the part for the rest of the visit).
 */
const inFlight = new Set<Promise<unknown>>()

export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (loading) return loading
    const current = load()
    loading = current
    inFlight.add(current)
    current.then(
      () => inFlight.delete(current),
      () => {
        inFlight.delete(current)
        if (loading === current) loading = undefined
      },
    )
    return current
  }
}

/** Resolves once no lazy load is in flight (whatever their outcomes); for tests that must not end mid-load. */
export async function lazyModulesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
}
