import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { Data, Layout } from 'plotly.js-dist-min'
import type { ReactNode } from 'react'
import { Plot } from '../../viewers/plot/Plot.js'

export interface SeriesPlotProps {
  title: string
  traces: { x: number[]; y: number[]; name?: string }[]
  xTitle: string
  yTitle: string
  errorText: string
  height?: number
  logLog?: boolean
}

const valid = (trace: { x: unknown; y: unknown }) =>
  Array.isArray(trace.x) && Array.isArray(trace.y) && trace.x.length > 0 && trace.x.length === trace.y.length

/** A titled line plot of x/y series; invalid data shows the plot's error text. */
export function SeriesPlot({ title, traces, xTitle, yTitle, errorText, height = 300, logLog = false }: SeriesPlotProps) {
  const data: Data[] = traces.filter(valid).map((trace) => ({ x: trace.x, y: trace.y, name: trace.name, type: 'scatter', mode: 'lines' }))
  const layout: Partial<Layout> = {
    xaxis: { title: { text: xTitle }, type: logLog ? 'log' : undefined },
    yaxis: { title: { text: yTitle }, type: logLog ? 'log' : undefined },
    showlegend: data.length > 1,
  }
  return (
    <Section title={title}>
      {data.length === 0 ? <Alert severity="error">{errorText}</Alert> : <Plot data={data} layout={layout} height={height} errorText={errorText} label={title} />}
    </Section>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </div>
  )
}

export const scaleAll = (values: unknown, factor: number): number[] =>
  Array.isArray(values) ? values.map((value) => (typeof value === 'number' ? value * factor : Number.NaN)) : []
