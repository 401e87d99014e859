import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { lazyModule } from '../../lazyModule.js'
import { NO_WEBGL_TEXT } from '../structure/limits.js'
import { loadStructureScene } from '../structure/loadScene.js'

const loadBrillouinScene = lazyModule(() => import('./brillouinScene.js'))

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
  const [state, setState] = useState<'drawing' | 'failed' | 'no-webgl'>('drawing')
  useEffect(() => {
    let dispose: (() => void) | undefined
    let cancelled = false
    Promise.all([loadBrillouinScene(), loadStructureScene()])
      .then(([{ drawBrillouinZone }, { hasWebGL }]) => {
        if (cancelled || !container.current) return
        if (!hasWebGL()) return setState('no-webgl')
        dispose = drawBrillouinZone(container.current, reciprocalCell, segments)
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      dispose?.()
    }
  }, [reciprocalCell, segments])
  if (state === 'failed') return <Alert severity="error">{BRILLOUIN_ZONE_ERROR}</Alert>
  if (state === 'no-webgl') return <Alert severity="info">{NO_WEBGL_TEXT}</Alert>
  return <Box ref={container} data-testid="brillouin-zone" sx={{ width: '100%', height }} />
}
