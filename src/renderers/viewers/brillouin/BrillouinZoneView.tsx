import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useEffect, useMemo, useRef, useState } from 'react'
import { lazyModule } from '../../lazyModule.js'
import { NO_WEBGL_TEXT } from '../structure/limits.js'
import { loadStructureScene } from '../structure/loadScene.js'
import { ProjectedLabels } from '../structure/ProjectedLabels.js'
import type { Projector } from '../structure/projector.js'
import { inInverseAngstrom } from './brillouinZone.js'
import { kPathLabels } from './kPathLabels.js'

const loadBrillouinScene = lazyModule(() => import('./brillouinScene.js'))

export const BRILLOUIN_ZONE_ERROR = 'Could not load Brillouin zone.'

export interface BrillouinZoneViewProps {
  /** Rows are reciprocal lattice vectors (1/m). */
  reciprocalCell: number[][]
  /** Band structure segments: fractional k-points draw the path, endpoint labels name its special points. */
  segments?: { kpoints: number[][]; endpoints_labels?: (string | null)[] }[]
  height?: number
}

const NO_SEGMENTS: NonNullable<BrillouinZoneViewProps['segments']> = []

/** The first Brillouin zone, the k-path and its labelled special points, drawn with three.js (loaded lazily). */
export function BrillouinZoneView({ reciprocalCell, segments = NO_SEGMENTS, height = 300 }: BrillouinZoneViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'drawing' | 'failed' | 'no-webgl'>('drawing')
  const [projector, setProjector] = useState<Projector | null>(null)
  const specialPoints = useMemo(() => kPathLabels(segments, inInverseAngstrom(reciprocalCell)), [segments, reciprocalCell])
  const labels = useMemo(() => specialPoints.map(({ label, position }, index) => ({ key: `${label}-${index}`, text: label, position })), [specialPoints])
  useEffect(() => {
    let dispose: (() => void) | undefined
    let cancelled = false
    Promise.all([loadBrillouinScene(), loadStructureScene()])
      .then(([{ drawBrillouinZone }, { hasWebGL }]) => {
        if (cancelled || !container.current) return
        if (!hasWebGL()) return setState('no-webgl')
        const drawn = drawBrillouinZone(container.current, reciprocalCell, segments, specialPoints)
        dispose = drawn.dispose
        setProjector(drawn.projector)
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      dispose?.()
      setProjector(null)
    }
  }, [reciprocalCell, segments, specialPoints])
  if (state === 'failed') return <Alert severity="error">{BRILLOUIN_ZONE_ERROR}</Alert>
  if (state === 'no-webgl') return <Alert severity="info">{NO_WEBGL_TEXT}</Alert>
  return (
    <Box sx={{ position: 'relative', width: '100%', height }}>
      <Box ref={container} data-testid="brillouin-zone" sx={{ width: '100%', height: '100%' }} />
      {projector && <ProjectedLabels projector={projector} labels={labels} testId="k-point-label" />}
    </Box>
  )
}
