import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { bandStructurePlot, type BandStructureData } from '../../viewers/electronic/bandStructure.js'
import { dosPlot, readDos } from '../../viewers/electronic/dos.js'
import { BrillouinZoneView } from '../../viewers/brillouin/BrillouinZoneView.js'
import { Plot } from '../../viewers/plot/Plot.js'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import { formatPlain, formatSi } from '../format.js'
import { QuantityTable } from '../QuantityTable.js'
import type { Archive, CardRendererProps } from '../types.js'

export const BAND_STRUCTURE_ERROR = 'Could not load band structure.'
export const DOS_ERROR = 'Could not load density of states.'
export const BAND_GAP_ERROR = 'Could not load band gap.'

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
    const withValue = (section: unknown) => listOrItem(asRecord(section)?.band_gap).map((gap) => asRecord(gap)).filter((gap) => gap?.value !== undefined)
    // The band structure's gaps when it has any, else the DOS's, else those of results.properties.electronic.band_gap.
    const bandStructureGaps = withValue(bandStructure)
    const dosGaps = withValue(dosSection)
    const gaps = bandStructureGaps.length > 0 ? bandStructureGaps : dosGaps.length > 0 ? dosGaps : withValue(electronic)
    return { bandStructure, band, dosSection, dos, gaps, reciprocalCell: band?.reciprocal_cell }
  }, [archive, electronic])

  if (!electronic || !content) {
    logSectionMissing('results.properties.electronic')
    return null
  }
  const { bandStructure, band, dosSection, dos, gaps, reciprocalCell } = content
  if (bandStructure === undefined && dosSection === undefined && gaps.length === 0) {
    logSectionMissing('results.properties.electronic band structure and DOS')
    return null
  }
  let bandPlot: ReturnType<typeof bandStructurePlot> | undefined
  let bandFailed = false
  if (band) {
    try {
      bandPlot = bandStructurePlot(band)
    } catch (error) {
      console.error(error)
      bandFailed = true
    }
  } else if (bandStructure !== undefined) bandFailed = true

  return (
    <CardFrame title={card.title ?? 'Electronic properties'}>
      <Grid container spacing={2}>
        {bandStructure !== undefined && (
          <Grid size={{ xs: 12, md: dosSection !== undefined ? 8 : 12 }}>
            <Typography variant="subtitle2">Band structure</Typography>
            {bandPlot && !bandFailed ? <Plot data={bandPlot.data} layout={bandPlot.layout} height={400} errorText={BAND_STRUCTURE_ERROR} label="band structure" /> : <Alert severity="error">{BAND_STRUCTURE_ERROR}</Alert>}
          </Grid>
        )}
        {dosSection !== undefined && (
          <Grid size={{ xs: 12, md: bandStructure !== undefined ? 4 : 12 }}>
            <Typography variant="subtitle2">Density of states</Typography>
            {dos ? <DosView dos={dos} /> : <Alert severity="error">{DOS_ERROR}</Alert>}
          </Grid>
        )}
        {reciprocalCell && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="subtitle2">Brillouin zone</Typography>
            <BrillouinZoneView reciprocalCell={reciprocalCell} segments={band?.segment} />
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
      </Grid>
    </CardFrame>
  )
}

function DosView({ dos }: { dos: NonNullable<ReturnType<typeof readDos>> }) {
  const plot = useMemo(() => dosPlot(dos), [dos])
  return <Plot data={plot.data} layout={plot.layout} height={400} errorText={DOS_ERROR} label="density of states" />
}
