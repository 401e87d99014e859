import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { lazyModule } from '../../lazyModule.js'

export interface ScatterPoints {
  x: (number | string)[]
  y: (number | string)[]
  /** Marker colours by value (numbers: a colour scale; strings: one trace per value). */
  color?: (number | string | undefined)[]
  /** Entry id of each point. */
  ids: string[]
}

export interface ScatterRange {
  x: [number, number]
  y: [number, number]
}

export interface ScatterChartProps {
  points: ScatterPoints
  xTitle: string
  yTitle: string
  colorTitle?: string
  xLog?: boolean
  yLog?: boolean
  dragMode: 'zoom' | 'pan' | 'select'
  /** True: the axes fit the data after every update; false: the user's zoom and pan stay. */
  autorange?: boolean
  onSelect?: (range: ScatterRange) => void
  onClickPoint?: (id: string) => void
}

/** Marker size of spec 2 §9. */
const MARKER_SIZE = 8

interface PlotlyEvents {
  on(event: string, callback: (event: never) => void): void
  removeAllListeners?(event: string): void
}
interface PlotlyModule {
  react(root: HTMLElement, data: unknown[], layout: unknown, config: unknown): Promise<unknown>
  purge(root: HTMLElement): void
}

/** Plotly weighs megabytes: it is fetched on the first scatter plot shown, not with the page. */
const loadPlotly = lazyModule(() =>
  import('plotly.js-dist-min').then((module) => ((module as { default?: unknown }).default ?? module) as PlotlyModule),
)

function traces(points: ScatterPoints, colorTitle: string | undefined): unknown[] {
  const base = { type: 'scattergl', mode: 'markers', hoverinfo: 'x+y' }
  const colors = points.color
  if (colors && colors.some((value) => typeof value === 'string')) {
    const groups = new Map<string, number[]>()
    colors.forEach((value, index) => {
      const key = value === undefined ? '' : String(value)
      groups.set(key, [...(groups.get(key) ?? []), index])
    })
    return [...groups].map(([name, indices]) => ({
      ...base,
      name,
      x: indices.map((i) => points.x[i]),
      y: indices.map((i) => points.y[i]),
      customdata: indices.map((i) => points.ids[i]),
      marker: { size: MARKER_SIZE },
    }))
  }
  return [
    {
      ...base,
      x: points.x,
      y: points.y,
      customdata: points.ids,
      marker: colors
        ? { size: MARKER_SIZE, color: colors, colorscale: 'Viridis', showscale: true, colorbar: { title: { text: colorTitle ?? '' } } }
        : { size: MARKER_SIZE },
    },
  ]
}

/** A WebGL scatter plot (plotly scattergl) with zoom, pan and box select; a click on a point reports its entry. */
export function ScatterChart({ points, xTitle, yTitle, colorTitle, xLog, yLog, dragMode, autorange = true, onSelect, onClickPoint }: ScatterChartProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | undefined>()
  const handlers = useRef({ onSelect, onClickPoint })
  useEffect(() => {
    handlers.current = { onSelect, onClickPoint }
  })

  const revision = useRef(0)
  const drawn = useRef(false)
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    let live = true
    // plotly keeps the view while `uirevision` stays the same.
    const uirevision = autorange ? ++revision.current : 'kept'
    loadPlotly()
      .then(async (Plotly) => {
        if (!live) return
        drawn.current = true
        await Plotly.react(
          root,
          traces(points, colorTitle),
          {
            autosize: true,
            margin: { l: 50, r: 10, t: 10, b: 40 },
            dragmode: dragMode,
            uirevision,
            showlegend: points.color?.some((value) => typeof value === 'string') ?? false,
            xaxis: { title: { text: xTitle }, type: xLog ? 'log' : undefined },
            yaxis: { title: { text: yTitle }, type: yLog ? 'log' : undefined },
          },
          { responsive: true, displaylogo: false },
        )
        const events = root as unknown as PlotlyEvents
        events.removeAllListeners?.('plotly_click')
        events.removeAllListeners?.('plotly_selected')
        events.on('plotly_click', (event: { points?: { customdata?: unknown }[] }) => {
          const id = event.points?.[0]?.customdata
          if (typeof id === 'string') handlers.current.onClickPoint?.(id)
        })
        events.on('plotly_selected', (event: { range?: { x?: [number, number]; y?: [number, number] } } | undefined) => {
          const range = event?.range
          if (range?.x && range.y) handlers.current.onSelect?.({ x: range.x, y: range.y })
        })
      })
      .catch((reason: unknown) => {
        if (live) setError(reason instanceof Error ? reason.message : String(reason))
      })
    return () => {
      live = false
    }
  }, [points, xTitle, yTitle, colorTitle, xLog, yLog, dragMode, autorange])

  useEffect(() => {
    const root = rootRef.current
    return () => {
      if (root && drawn.current) void loadPlotly().then((Plotly) => Plotly.purge(root))
    }
  }, [])

  if (error) return <Typography color="error">{error}</Typography>
  return <div ref={rootRef} data-testid="scatter-chart" style={{ width: '100%', height: '100%' }} />
}
