import { useEffect, useState } from 'react'
import { loadUnits } from '../search/loadUnits.js'

export type ConvertUnit = (value: number, from: string, to: string) => number

/** The units library's converter, loaded lazily when `needed` (it is heavy); undefined until loaded. */
export function useConvertUnit(needed: boolean): ConvertUnit | undefined {
  const [convert, setConvert] = useState<ConvertUnit | undefined>()
  useEffect(() => {
    if (!needed) return
    let live = true
    void loadUnits().then((module) => {
      if (live) setConvert(() => module.convertUnit)
    })
    return () => {
      live = false
    }
  }, [needed])
  return convert
}
