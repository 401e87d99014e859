import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { checkSeries, groupByType } from './molecularDynamics.js'
import { SeriesPlot } from './propertyPlots.js'

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
          <Grid key={`rg-${index}`} size={{ xs: 12, md: 6 }}>
            <RgPlot item={item} />
          </Grid>
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

function RgPlot({ item }: { item: Record<string, unknown> }) {
  const series = tryCheck('rg', item.time ?? item.times, item.value)
  if (!series) return <Alert severity="error">Could not load radius of gyration data.</Alert>
  return <SeriesPlot title={`Radius of gyration ${String(item.label ?? '')}`} traces={[{ x: series.x.map((t) => t * 1e12), y: series.value.map((v) => v * 1e10) }]} xTitle="Time (ps)" yTitle="Rg (Å)" errorText="Could not load radius of gyration data." height={300} />
}

function tryCheck(kind: 'rdf' | 'rg', x: unknown, value: unknown) {
  try {
    return checkSeries(kind, x, value)
  } catch (error) {
    console.error(error)
    return undefined
  }
}
