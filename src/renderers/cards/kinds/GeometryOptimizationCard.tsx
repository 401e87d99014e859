import { useMemo } from 'react'
import { Plot } from '../../viewers/plot/Plot.js'
import { asNumbers, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import { formatSi } from '../format.js'
import { QuantityTable } from '../QuantityTable.js'
import type { CardRendererProps } from '../types.js'
import { energyConvergencePlot } from './geometryOptimization.js'

const num = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** Geometry optimisation (spec 3 §2.3): energy convergence plot and the final differences. */
export function GeometryOptimizationCard({ card, archive }: CardRendererProps) {
  const section = useMemo(() => {
    const fromResults = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/geometry_optimization')))
    const fromWorkflow = asRecord(resolveDeep(archive, getArchivePath(archive, 'workflow2/results')))
    if (!fromResults && !fromWorkflow) return undefined
    return { ...fromWorkflow, ...fromResults }
  }, [archive])
  const energies = asNumbers(section?.energies)
  const plot = useMemo(() => (energies && energies.length > 1 ? energyConvergencePlot(energies, num(section?.convergence_tolerance_energy_difference)) : undefined), [energies, section])
  if (!section) {
    logSectionMissing('results.properties.geometry_optimization')
    return null
  }
  const rows = [
    { label: 'final_energy_difference', value: formatSi(section.final_energy_difference, 'joule') },
    { label: 'final_displacement_maximum', value: formatSi(section.final_displacement_maximum, 'meter') },
    { label: 'final_force_maximum', value: formatSi(section.final_force_maximum, 'newton') },
  ]
  if (!plot && rows.every((row) => row.value === undefined)) {
    logSectionMissing('results.properties.geometry_optimization energies')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Geometry optimization'}>
      {plot && <Plot data={plot.data} layout={plot.layout} height={400} label="energy convergence" />}
      <QuantityTable rows={rows} label="geometry optimization results" />
    </CardFrame>
  )
}
