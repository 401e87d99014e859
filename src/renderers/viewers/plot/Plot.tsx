import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useEffect, useRef, useState } from 'react'
import type { Config, Data, Layout } from 'plotly.js-dist-min'
import { captureSize, downloadDataUrl, PLOT_CAPTURE_NAME } from './capture.js'
import { loadPlotly } from './loadPlotly.js'

export const PLOT_UNEXPECTED_ERROR = 'Could not load plot due to an unexpected error.'

export interface PlotProps {
  data: Data[]
  layout?: Partial<Layout>
  /** plotly config given by the plot's declaration (e.g. NOMAD's graph object annotations); the logo stays off. */
  config?: Partial<Config>
  /** Height in pixels. */
  height?: number
  /** Text shown when the plot cannot be drawn (spec 3 §8 per plot kind). */
  errorText?: string
  /** Accessible name of the plot area. */
  label: string
  /** Called with plotly's relayout events (zoom, pan, reset), e.g. to share an axis range with another plot. */
  onRelayout?: (event: unknown) => void
}

interface PlotEvents {
  on?: (name: string, handler: (event: unknown) => void) => void
  removeAllListeners?: (name: string) => void
}

/** A plotly.js plot, loaded lazily; failures show the plot's error text instead. */
export function Plot({ data, layout, config, height = 400, errorText = PLOT_UNEXPECTED_ERROR, label, onRelayout }: PlotProps) {
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const [drawn, setDrawn] = useState(false)
  const relayout = useRef(onRelayout)
  useEffect(() => {
    relayout.current = onRelayout
  }, [onRelayout])

  useEffect(() => {
    const element = container.current
    if (!element) return
    let cancelled = false
    setFailed(false)
    loadPlotly()
      .then(async (plotly) => {
        if (cancelled) return
        await plotly.react(element, data, { height, margin: { l: 60, r: 20, t: 20, b: 50 }, ...layout }, { responsive: true, ...config, displaylogo: false })
        // plotly keeps its listeners across react calls: one forwarding listener, reading the current callback.
        const events = element as unknown as PlotEvents
        events.removeAllListeners?.('plotly_relayout')
        events.on?.('plotly_relayout', (event) => relayout.current?.(event))
        if (!cancelled) setDrawn(true)
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [data, layout, config, height])

  useEffect(() => {
    const element = container.current
    return () => {
      if (element) void loadPlotly().then((plotly) => plotly.purge(element)).catch(() => undefined)
    }
  }, [])

  const capture = async () => {
    const element = container.current
    if (!element) return
    const plotly = await loadPlotly()
    const size = captureSize(element.clientWidth || 800, height)
    downloadDataUrl(await plotly.toImage(element, { format: 'png', ...size }), `${PLOT_CAPTURE_NAME}.png`)
  }

  if (failed) return <Alert severity="error">{errorText}</Alert>
  return (
    <Box sx={{ position: 'relative' }}>
      <Box ref={container} role="img" aria-label={label} data-drawn={drawn ? 'true' : 'false'} sx={{ width: '100%', minHeight: height }} />
      {drawn && (
        <Tooltip title="Capture plot as png">
          <IconButton size="small" onClick={() => void capture()} sx={{ position: 'absolute', top: 0, right: 0 }} aria-label="Capture plot">
            <PhotoCameraIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}
