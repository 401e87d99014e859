import Grid from '@mui/material/Grid'
import Alert from '@mui/material/Alert'
import { useMemo } from 'react'
import { bandStructurePlot, type BandStructureData } from '../../viewers/electronic/bandStructure.js'
import { dosPlot, readDos } from '../../viewers/electronic/dos.js'
import { JOULE_TO_EV } from '../../viewers/electronic/units.js'
import { Plot } from '../../viewers/plot/Plot.js'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { scaleAll, Section, SeriesPlot } from './propertyPlots.js'
import { BAND_STRUCTURE_ERROR, DOS_ERROR } from './ElectronicCard.js'

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** Vibrational properties: phonon dispersion and DOS, heat capacity, Helmholtz free energy. */
export function VibrationalCard({ card, archive }: CardRendererProps) {
  const vibrational = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/vibrational')))
  const plots = useMemo(() => {
    if (!vibrational) return undefined
    const band = asRecord(first(vibrational.band_structure_phonon))
    let bandPlot: ReturnType<typeof bandStructurePlot> | undefined
    try {
      if (band && asArray(band.segment).length > 0) bandPlot = bandStructurePlot({ segment: band.segment, reciprocal_cell: band.reciprocal_cell } as BandStructureData)
    } catch {
      bandPlot = undefined
    }
    const dos = readDos(first(vibrational.dos_phonon), 0)
    return { band, bandPlot, dos, dosPlot: dos && dosPlot(dos) }
  }, [vibrational])
  if (!vibrational || !plots) {
    logSectionMissing('results.properties.vibrational')
    return null
  }
  const heat = asRecord(first(vibrational.heat_capacity_constant_volume))
  const helmholtz = asRecord(first(vibrational.energy_free_helmholtz))
  return (
    <CardFrame title={card.title ?? 'Vibrational properties'}>
      <Grid container spacing={2}>
        {plots.band && (
          <Grid size={{ xs: 12, md: 8 }}>
            <Section title="Phonon dispersion">
              {plots.bandPlot ? <Plot data={plots.bandPlot.data} layout={{ ...plots.bandPlot.layout, yaxis: { title: { text: 'Energy (eV)' } } }} height={400} errorText={BAND_STRUCTURE_ERROR} label="phonon dispersion" /> : <Alert severity="error">{BAND_STRUCTURE_ERROR}</Alert>}
            </Section>
          </Grid>
        )}
        {vibrational.dos_phonon !== undefined && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Section title="Phonon density of states">
              {plots.dosPlot ? <Plot data={plots.dosPlot.data} layout={{ ...plots.dosPlot.layout, yaxis: { title: { text: 'Energy (eV)' } } }} height={400} errorText={DOS_ERROR} label="phonon density of states" /> : <Alert severity="error">{DOS_ERROR}</Alert>}
            </Section>
          </Grid>
        )}
        {heat && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SeriesPlot title="Heat capacity" traces={[{ x: scaleAll(heat.temperatures, 1), y: scaleAll(heat.heat_capacities, 1) }]} xTitle="Temperature (K)" yTitle="Heat capacity (J/K)" errorText="Could not load heat capacity." />
          </Grid>
        )}
        {helmholtz && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SeriesPlot title="Helmholtz free energy" traces={[{ x: scaleAll(helmholtz.temperatures, 1), y: scaleAll(helmholtz.energies, JOULE_TO_EV) }]} xTitle="Temperature (K)" yTitle="Energy (eV)" errorText="Could not load Helmholtz free energy." />
          </Grid>
        )}
      </Grid>
    </CardFrame>
  )
}
