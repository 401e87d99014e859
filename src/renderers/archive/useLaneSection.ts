import { useEffect, useState } from 'react'

type Json = Record<string, unknown>

export type LaneState = { status: 'loading' } | { status: 'loaded'; section: Json } | { status: 'missing' } | { status: 'error'; error: unknown }

/** Loads the section at an archive path once per path (the loader caches answers itself). */
export function useLaneSection(load: (path: (string | number)[]) => Promise<Json | undefined>, path: (string | number)[]): LaneState {
  const key = JSON.stringify(path)
  const [state, setState] = useState<{ key: string; lane: LaneState }>({ key, lane: { status: 'loading' } })
  useEffect(() => {
    let live = true
    load(JSON.parse(key) as (string | number)[]).then(
      (section) => live && setState({ key, lane: section ? { status: 'loaded', section } : { status: 'missing' } }),
      (error: unknown) => live && setState({ key, lane: { status: 'error', error } }),
    )
    return () => {
      live = false
    }
  }, [load, key])
  return state.key === key ? state.lane : { status: 'loading' }
}
