import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { checkSeries, groupByType } from './molecularDynamics.js'
import { Section, SeriesPlot } from './propertyPlots.js'
import { Plot } from '../../viewers/plot/Plot.js'

const records = (value: unknown) => asArray(value).map((item) => asRecord(item)).filter((item) => item !== undefined)

/** Structural properties: radial distribution functions (two plots per row, 300 px) and radius of gyration. */
export function StructuralCard({ card, archive }: CardRendererProps) {
  const section = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/structural')))
  const rdf = records(section?.radial_distribution_function)
  const rg = records(section?.radius_of_gyration)
  if (rdf.length === 0 && rg.length === 0) {
    logSectionMissing('results.properties.structural')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Structural properties'}>
      <Grid container spacing={2}>
        {groupByType(rdf).flatMap(([type, group]) =>
          group.map((item, index) => (
            <Grid key={`rdf-${type}-${index}`} size={{ xs: 12, md: 6 }}>
              <RdfPlot type={type} item={item} />
            </Grid>
          )),
        )}
        {rg.map((item, index) => (
          <RgPlots key={`rg-${index}`} item={item} />
        ))}
      </Grid>
    </CardFrame>
  )
}

function RdfPlot({ type, item }: { type: string; item: Record<string, unknown> }) {
  const series = tryCheck('rdf', item.bins, item.value)
  if (!series) return <Alert severity="error">{`Could not load ${type} radial distribution functions`}</Alert>
  const frames = item.frame_start !== undefined ? ` frames ${String(item.frame_start)}–${String(item.frame_end ?? '')}` : ''
  return <SeriesPlot title={`Radial distribution function ${String(item.label ?? '')} (${type})${frames}`} traces={[{ x: series.x.map((b) => b * 1e10), y: series.value }]} xTitle="Distance (Å)" yTitle="g(r)" errorText="Could not load radial distribution function data." height={300} />
}

const RG_ERROR = 'Could not load radius of gyration data.'

/** Radius of gyration: its time series and, beside it, the histogram of its values (spec 3 §2.3). */
function RgPlots({ item }: { item: Record<string, unknown> }) {
  const series = tryCheck('rg', item.time ?? item.times, item.value)
  if (!series)
    return (
      <Grid size={{ xs: 12, md: 6 }}>
        <Alert severity="error">{RG_ERROR}</Alert>
      </Grid>
    )
  const label = item.label === undefined ? '' : ` ${String(item.label)}`
  const values = series.value.map((v) => v * 1e10)
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <SeriesPlot title={`Radius of gyration${label}`} traces={[{ x: series.x.map((t) => t * 1e12), y: values }]} xTitle="Time (ps)" yTitle="Rg (Å)" errorText={RG_ERROR} height={300} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={`Radius of gyration histogram${label}`}>
          <Plot
            data={[{ x: values, type: 'histogram', name: 'Rg' }]}
            layout={{ xaxis: { title: { text: 'Rg (Å)' } }, yaxis: { title: { text: 'Count' } }, bargap: 0.05, showlegend: false }}
            height={300}
            errorText={RG_ERROR}
            label={`Radius of gyration histogram${label}`}
          />
        </Section>
      </Grid>
    </>
  )
}

function tryCheck(kind: 'rdf' | 'rg', x: unknown, value: unknown) {
  try {
    return checkSeries(kind, x, value)
  } catch (error) {
    console.error(error)
    return undefined
  }
}
