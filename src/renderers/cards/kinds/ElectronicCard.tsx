import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { BAND_ENERGY_WINDOW_EV, bandStructurePlot, type BandStructureData } from '../../viewers/electronic/bandStructure.js'
import { dosPlot, readDos } from '../../viewers/electronic/dos.js'
import { greensFunctionPlots, type GreensFunctionPlot } from '../../viewers/electronic/greensFunctions.js'
import { BrillouinZoneView } from '../../viewers/brillouin/BrillouinZoneView.js'
import { withAxisRange, type AxisRange } from '../../viewers/plot/axisRange.js'
import { Plot } from '../../viewers/plot/Plot.js'
import { useSharedAxisRange } from '../../viewers/plot/useSharedAxisRange.js'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import { formatPlain, formatSi } from '../format.js'
import { QuantityTable } from '../QuantityTable.js'
import type { Archive, CardRendererProps } from '../types.js'

export const BAND_STRUCTURE_ERROR = 'Could not load band structure.'
export const DOS_ERROR = 'Could not load density of states.'
export const BAND_GAP_ERROR = 'Could not load band gap.'
export const GREENS_FUNCTIONS_ERROR = 'Could not load Greens functions.'

const listOrItem = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])

function readBandStructure(archive: Archive, section: unknown): BandStructureData | undefined {
  const data = asRecord(resolveDeep(archive, section))
  if (!data) return undefined
  const segment = asArray(data.segment).map((item) => asRecord(item)).filter((item) => item !== undefined)
  if (segment.length === 0) return undefined
  const gaps = asArray(data.band_gap).map((gap) => asRecord(gap))
  const highest = gaps.find((gap) => typeof gap?.energy_highest_occupied === 'number')?.energy_highest_occupied as number | undefined
  return {
    segment: segment as unknown as BandStructureData['segment'],
    reciprocal_cell: Array.isArray(data.reciprocal_cell) ? (data.reciprocal_cell as number[][]) : undefined,
    energy_highest_occupied: highest,
  }
}

/** Electronic properties (spec 3 §2.3): band structure, DOS, Brillouin zone and band gaps. */
export function ElectronicCard({ card, archive }: CardRendererProps) {
  const electronic = asRecord(getArchivePath(archive, 'results/properties/electronic'))
  const content = useMemo(() => {
    if (!electronic) return undefined
    const bandStructure = listOrItem(electronic.band_structure_electronic)[0]
    const band = bandStructure === undefined ? undefined : readBandStructure(archive, bandStructure)
    const dosSection = listOrItem(electronic.dos_electronic_new)[0] ?? listOrItem(electronic.dos_electronic)[0]
    const dosData = dosSection === undefined ? undefined : resolveDeep(archive, dosSection)
    const highest = band?.energy_highest_occupied
    const dos = readDos(dosData, highest)
    const gapsOf = (section: unknown) => listOrItem(asRecord(resolveDeep(archive, section, 1))?.band_gap)
    // The band structure's gaps when it has any, else the DOS's, else those of results.properties.electronic.band_gap.
    const gapSections = [gapsOf(bandStructure), gapsOf(dosSection), gapsOf(electronic)].find((list) => list.length > 0) ?? []
    const gaps = gapSections.map((gap) => asRecord(gap)).filter((gap) => typeof gap?.value === 'number')
    // Gap sections without a readable value: the card says so instead of leaving the table out.
    const gapFailed = gapSections.length > 0 && gaps.length === 0
    const greens = readGreensFunctions(archive, electronic)
    const densities = listOrItem(electronic.density_charge).map((item) => asRecord(resolveDeep(archive, item, 1))).filter((item) => item !== undefined)
    return { bandStructure, band, dosSection, dos, gaps, gapFailed, greens, densities, reciprocalCell: band?.reciprocal_cell }
  }, [archive, electronic])
  const band = content?.band
  const bandResult = useMemo(() => {
    if (!band) return undefined
    try {
      return bandStructurePlot(band)
    } catch (error) {
      console.error(error)
      return 'failed' as const
    }
  }, [band])
  // Band structure and DOS share the energy axis: zooming or panning one moves the other, a reset restores both.
  const energy = useSharedAxisRange('yaxis', BAND_ENERGY_WINDOW_EV)
  const bandLayout = useMemo(() => (bandResult && bandResult !== 'failed' ? withAxisRange(bandResult.layout, 'yaxis', energy.range) : undefined), [bandResult, energy.range])

  if (!electronic || !content) {
    logSectionMissing('results.properties.electronic')
    return null
  }
  const { bandStructure, dosSection, dos, gaps, gapFailed, greens, densities, reciprocalCell } = content
  if (bandStructure === undefined && dosSection === undefined && gaps.length === 0 && !gapFailed && greens === undefined && densities.length === 0) {
    logSectionMissing('results.properties.electronic band structure, DOS, band gap, Greens functions and charge density')
    return null
  }
  const bandPlot = bandResult === 'failed' ? undefined : bandResult

  return (
    <CardFrame title={card.title ?? 'Electronic properties'}>
      <Grid container spacing={2}>
        {bandStructure !== undefined && (
          <Grid size={{ xs: 12, md: dosSection !== undefined ? 8 : 12 }}>
            <Typography variant="subtitle2">Band structure</Typography>
            {bandPlot && bandLayout ? (
              <Plot data={bandPlot.data} layout={bandLayout} height={400} errorText={BAND_STRUCTURE_ERROR} label="band structure" onRelayout={energy.onRelayout} />
            ) : (
              <Alert severity="error">{BAND_STRUCTURE_ERROR}</Alert>
            )}
          </Grid>
        )}
        {dosSection !== undefined && (
          <Grid size={{ xs: 12, md: bandStructure !== undefined ? 4 : 12 }}>
            <Typography variant="subtitle2">Density of states</Typography>
            {dos ? <DosView dos={dos} energyRange={energy.range} onRelayout={energy.onRelayout} /> : <Alert severity="error">{DOS_ERROR}</Alert>}
          </Grid>
        )}
        {reciprocalCell && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="subtitle2">Brillouin zone</Typography>
            <BrillouinZoneView reciprocalCell={reciprocalCell} segments={band?.segment} />
          </Grid>
        )}
        {gapFailed && (
          <Grid size={{ xs: 12, md: 8 }}>
            <Typography variant="subtitle2">Band gap</Typography>
            <Alert severity="error">{BAND_GAP_ERROR}</Alert>
          </Grid>
        )}
        {gaps.length > 0 && (
          <Grid size={{ xs: 12, md: 8 }}>
            <Typography variant="subtitle2">Band gap</Typography>
            <QuantityTable
              label="band gap"
              rows={gaps.flatMap((gap, index) => [
                { label: gaps.length > 1 ? `band gap ${index + 1}` : 'band gap', value: formatSi(gap?.value, 'joule') },
                { label: gaps.length > 1 ? `type ${index + 1}` : 'type', value: formatPlain(gap?.type) },
              ])}
            />
          </Grid>
        )}
        {greens !== undefined && (
          <Grid size={12}>
            <Typography variant="subtitle2">Green's functions</Typography>
            {greens === 'failed' ? (
              <Alert severity="error">{GREENS_FUNCTIONS_ERROR}</Alert>
            ) : (
              greens.map((plot, index) => <Plot key={`${plot.kind}-${index}`} data={plot.data} layout={plot.layout} height={250} errorText={GREENS_FUNCTIONS_ERROR} label={plot.title} />)
            )}
          </Grid>
        )}
        {densities.length > 0 && (
          <Grid size={12}>
            <Typography variant="subtitle2">Charge density</Typography>
            <QuantityTable
              label="charge density"
              rows={densities.map((density, index) => ({
                label: formatPlain(density.label) || (densities.length > 1 ? `charge density ${index + 1}` : 'charge density'),
                value: formatPlain(density.value_hdf5) || formatPlain(density.value),
              }))}
            />
          </Grid>
        )}
      </Grid>
    </CardFrame>
  )
}

/** The plots of results.properties.electronic.greens_functions_electronic, 'failed' when they cannot be drawn. */
function readGreensFunctions(archive: Archive, electronic: Record<string, unknown>): GreensFunctionPlot[] | 'failed' | undefined {
  const sections = listOrItem(electronic.greens_functions_electronic).map((section) => resolveDeep(archive, section, 2))
  if (sections.length === 0) return undefined
  const magneticState = asRecord(getArchivePath(archive, 'results/method/simulation/dmft'))?.magnetic_state
  try {
    const plots = greensFunctionPlots(sections, magneticState)
    return plots.length === 0 ? undefined : plots
  } catch (error) {
    console.error(error)
    return 'failed'
  }
}

function DosView({ dos, energyRange, onRelayout }: { dos: NonNullable<ReturnType<typeof readDos>>; energyRange: AxisRange; onRelayout: (event: unknown) => void }) {
  const plot = useMemo(() => dosPlot(dos), [dos])
  const layout = useMemo(() => withAxisRange(plot.layout, 'yaxis', energyRange), [plot, energyRange])
  return <Plot data={plot.data} layout={layout} height={400} errorText={DOS_ERROR} label="density of states" onRelayout={onRelayout} />
}
