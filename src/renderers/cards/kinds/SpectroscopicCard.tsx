import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { groupByType } from './molecularDynamics.js'
import { scaleAll, SeriesPlot } from './propertyPlots.js'
import { JOULE_TO_EV } from '../../viewers/electronic/units.js'

/** 'comp.' for computed spectra, 'exp.' for experimental ones (spec 3 §2.3). */
export function spectrumLabel(spectrum: Record<string, unknown>): string {
  const provenance = String(spectrum.label ?? spectrum.provenance ?? '')
  return /exp/i.test(provenance) ? 'exp.' : 'comp.'
}

/** Spectroscopic properties: one plot per spectrum type. */
export function SpectroscopicCard({ card, archive }: CardRendererProps) {
  const section = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/spectroscopic')))
  const spectra = asArray(section?.spectra)
    .map((item) => asRecord(item))
    .filter((item) => item !== undefined)
  if (spectra.length === 0) {
    logSectionMissing('results.properties.spectroscopic.spectra')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Spectroscopic properties'}>
      {groupByType(spectra).map(([type, group]) => (
        <SeriesPlot
          key={type}
          title={type}
          traces={group.map((spectrum) => ({ x: scaleAll(spectrum.energies, JOULE_TO_EV), y: scaleAll(spectrum.intensities, 1), name: spectrumLabel(spectrum) }))}
          xTitle="Energy (eV)"
          yTitle="Intensity"
          errorText="Could not load Spectra."
          height={400}
        />
      ))}
    </CardFrame>
  )
}
