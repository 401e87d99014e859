import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'

export const BRILLOUIN_ZONE_ERROR = 'Could not load Brillouin zone.'

export interface BrillouinZoneViewProps {
  /** Rows are reciprocal lattice vectors (1/m). */
  reciprocalCell: number[][]
  /** Band structure segments whose fractional k-points draw the path. */
  segments?: { kpoints: number[][] }[]
  height?: number
}

/** The first Brillouin zone and the k-path, drawn with three.js (loaded lazily). */
export function BrillouinZoneView({ reciprocalCell, segments = [], height = 300 }: BrillouinZoneViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let dispose: (() => void) | undefined
    let cancelled = false
    import('./brillouinScene.js')
      .then(({ drawBrillouinZone }) => {
        if (cancelled || !container.current) return
        dispose = drawBrillouinZone(container.current, reciprocalCell, segments)
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      dispose?.()
    }
  }, [reciprocalCell, segments])
  if (failed) return <Alert severity="error">{BRILLOUIN_ZONE_ERROR}</Alert>
  return <Box ref={container} data-testid="brillouin-zone" sx={{ width: '100%', height }} />
}
