import { useEffect, useState } from 'react'

type Json = Record<string, unknown>

/** A section with everything below it, asked when `load` is given (e.g. while its JSON is shown); undefined until there. */
export function useWholeSection(load: (() => Promise<unknown>) | undefined): Json | undefined {
  const [answer, setAnswer] = useState<{ load: () => Promise<unknown>; section: Json }>()
  useEffect(() => {
    if (!load) return
    let live = true
    void load().then((value) => {
      if (live && value && typeof value === 'object' && !Array.isArray(value)) setAnswer({ load, section: value as Json })
    })
    return () => {
      live = false
    }
  }, [load])
  return load && answer?.load === load ? answer.section : undefined
}
