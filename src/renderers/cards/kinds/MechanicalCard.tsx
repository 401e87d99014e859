import Grid from '@mui/material/Grid'
import { JOULE_TO_EV } from '../../viewers/electronic/units.js'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import { formatPlain, formatSi } from '../format.js'
import { QuantityTable } from '../QuantityTable.js'
import type { CardRendererProps } from '../types.js'
import { scaleAll, Section, SeriesPlot } from './propertyPlots.js'

const CUBIC_M_TO_A3 = 1e30

/** Mechanical properties: energy-volume curve (500 px), bulk and shear modulus tables. */
export function MechanicalCard({ card, archive }: CardRendererProps) {
  const mechanical = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/mechanical')))
  if (!mechanical) {
    logSectionMissing('results.properties.mechanical')
    return null
  }
  const curves = asArray(mechanical.energy_volume_curve).map((curve) => asRecord(curve)).filter((curve) => curve !== undefined)
  const traces = curves.flatMap((curve) => {
    const volumes = scaleAll(curve.volumes, CUBIC_M_TO_A3)
    const raw = curve.energies_raw ?? curve.energies
    // Each equation-of-state fit is drawn, named by its function (spec 3 §3.6); else the curve's own fit.
    const fits = asArray(curve.eos_fit)
      .map((fit) => asRecord(fit))
      .filter((fit) => fit?.fitted_energies !== undefined)
      .map((fit) => ({ energies: fit!.fitted_energies, name: String(fit!.function_name ?? curve.type ?? 'fit') }))
    if (fits.length === 0 && curve.energies_fit !== undefined) fits.push({ energies: curve.energies_fit, name: String(curve.type ?? 'fit') })
    return [
      ...(raw ? [{ x: volumes, y: scaleAll(raw, JOULE_TO_EV), name: 'raw' }] : []),
      ...fits.map((fit) => ({ x: volumes, y: scaleAll(fit.energies, JOULE_TO_EV), name: fit.name })),
    ]
  })
  const moduli = (name: string) =>
    asArray(mechanical[name]).flatMap((item) => {
      const modulus = asRecord(item)
      return modulus ? [{ label: formatPlain(modulus.type) ?? name, value: formatSi(modulus.value, 'pascal') }] : []
    })
  return (
    <CardFrame title={card.title ?? 'Mechanical properties'}>
      <Grid container spacing={2}>
        {curves.length > 0 && (
          <Grid size={{ xs: 12, md: 8 }}>
            <SeriesPlot title="Energy-volume curve" traces={traces} xTitle="Volume (Å³)" yTitle="Energy (eV)" errorText="Could not load energy volume curve." height={500} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 4 }}>
          {mechanical.bulk_modulus !== undefined && (
            <Section title="Bulk modulus">
              <QuantityTable rows={moduli('bulk_modulus')} label="bulk modulus" />
            </Section>
          )}
          {mechanical.shear_modulus !== undefined && (
            <Section title="Shear modulus">
              <QuantityTable rows={moduli('shear_modulus')} label="shear modulus" />
            </Section>
          )}
        </Grid>
      </Grid>
    </CardFrame>
  )
}
