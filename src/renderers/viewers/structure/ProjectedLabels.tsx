import Box from '@mui/material/Box'
import { useEffect, useReducer } from 'react'
import type { Projector } from './projector.js'

export interface ProjectedLabel {
  key: string
  text: string
  position: readonly number[]
  color?: string
}

/**
 * Text placed over a 3D view at the screen position of 3D points, moved after each drawn frame.
 * HTML rather than text sprites: crisp at any zoom, and readable by tests and assistive tools.
 */
export function ProjectedLabels({ projector, labels, testId }: { projector: Projector; labels: readonly ProjectedLabel[]; testId: string }) {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  useEffect(() => projector.subscribe(redraw), [projector])
  return (
    <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' }}>
      {labels.map((label) => {
        const at = projector.project(label.position)
        if (!at) return null
        return (
          <Box
            component="span"
            key={label.key}
            data-testid={testId}
            style={{ left: at.x, top: at.y, color: label.color }}
            sx={{ position: 'absolute', transform: 'translate(-50%, -50%)', fontWeight: 'bold', fontSize: 14, textShadow: '0 0 3px #fff, 0 0 3px #fff', whiteSpace: 'nowrap' }}
          >
            {label.text}
          </Box>
        )
      })}
    </Box>
  )
}
