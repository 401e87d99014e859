import Grid from '@mui/material/Grid'
import { JOULE_TO_EV } from '../../viewers/electronic/units.js'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { scaleAll, SeriesPlot } from './propertyPlots.js'

const SERIES: { key: string; title: string; yTitle: string; factor: number }[] = [
  { key: 'temperature', title: 'Temperature', yTitle: 'Temperature (K)', factor: 1 },
  { key: 'pressure', title: 'Pressure', yTitle: 'Pressure (GPa)', factor: 1e-9 },
  { key: 'energy_potential', title: 'Potential energy', yTitle: 'Energy (eV)', factor: JOULE_TO_EV },
]

/** Thermodynamic properties: trajectory plots of temperature, pressure and potential energy against time. */
export function ThermodynamicCard({ card, archive }: CardRendererProps) {
  const section = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/thermodynamic')))
  const trajectories = asArray(section?.trajectory).map((item) => asRecord(item)).filter((item) => item !== undefined)
  const shown = SERIES.filter(({ key }) => trajectories.some((trajectory) => asRecord(trajectory[key])))
  if (shown.length === 0) {
    logSectionMissing('results.properties.thermodynamic.trajectory')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Thermodynamic properties'}>
      <Grid container spacing={2}>
        {shown.map(({ key, title, yTitle, factor }) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <SeriesPlot
              title={title}
              traces={trajectories.flatMap((trajectory) => {
                const series = asRecord(trajectory[key])
                return series ? [{ x: scaleAll(series.time, 1e12), y: scaleAll(series.value, factor) }] : []
              })}
              xTitle="Time (ps)"
              yTitle={yTitle}
              errorText="Could not load trajectory data."
            />
          </Grid>
        ))}
      </Grid>
    </CardFrame>
  )
}
