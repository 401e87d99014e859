import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Data, Layout } from 'plotly.js-dist-min'
import { Plot } from '../../../../renderers/viewers/plot/Plot.js'

const range = (count: number, step: number) => Array.from({ length: count }, (_, index) => index * step)
const xs = range(200, 0.05)

interface Example {
  label: string
  about: string
  data: Data[]
  layout?: Partial<Layout>
}

const EXAMPLES: Example[] = [
  {
    label: 'Lines',
    about: 'Two traces with a legend, as the property cards draw spectra.',
    data: [
      { x: xs, y: xs.map(Math.sin), type: 'scatter', mode: 'lines', name: 'sin(x)' },
      { x: xs, y: xs.map(Math.cos), type: 'scatter', mode: 'lines', name: 'cos(x)', line: { dash: 'dash' } },
    ],
    layout: { xaxis: { title: { text: 'x' } }, yaxis: { title: { text: 'y' } } },
  },
  {
    label: 'Logarithmic axis',
    about: 'Absolute change per step on a log axis with a dashed criterion line, as in the geometry optimization card.',
    data: [
      { x: range(30, 1), y: range(30, 1).map((step) => 10 ** (-0.2 * step)), type: 'scatter', mode: 'lines+markers', name: 'change' },
      { x: [0, 29], y: [1e-4, 1e-4], type: 'scatter', mode: 'lines', name: 'criterion', line: { dash: 'dash' } },
    ],
    layout: { xaxis: { title: { text: 'step' } }, yaxis: { type: 'log', title: { text: 'energy change (eV)' } } },
  },
  {
    label: 'Heatmap',
    about: 'A 2D array, as a matrix quantity is drawn.',
    data: [{ z: range(20, 1).map((row) => range(20, 1).map((column) => Math.sin(row / 3) * Math.cos(column / 3))), type: 'heatmap' }],
  },
  {
    label: 'Bars',
    about: 'Counts per category, as a terms aggregation could be shown.',
    data: [{ x: ['VASP', 'exciting', 'FHI-aims', 'Quantum ESPRESSO', 'CRYSTAL'], y: [512, 230, 188, 95, 12], type: 'bar' }],
  },
]

/** dev/plot: the shared Plot component (lazy-loaded plotly, capture button) with the kinds of plots the cards draw. */
export function PlotDemo() {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The Plot component every card and the archive browser use. Plotly is loaded on first use; the camera button saves a PNG.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 3 }}>
        {EXAMPLES.map((example) => (
          <Box key={example.label} component="section" aria-label={example.label}>
            <Typography variant="h6">{example.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {example.about}
            </Typography>
            <Plot label={example.label} data={example.data} layout={example.layout} height={300} />
          </Box>
        ))}
      </Box>
    </>
  )
}
