import Alert from '@mui/material/Alert'
import { asArray, asRecord, getArchivePath, logSectionMissing, resolveDeep } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { checkSeries, groupByType } from './molecularDynamics.js'
import { SeriesPlot } from './propertyPlots.js'

/** Dynamical properties: mean squared displacements, log-log, 500 px. */
export function DynamicalCard({ card, archive }: CardRendererProps) {
  const section = asRecord(resolveDeep(archive, getArchivePath(archive, 'results/properties/dynamical')))
  const items = asArray(section?.mean_squared_displacement).map((item) => asRecord(item)).filter((item) => item !== undefined)
  if (items.length === 0) {
    logSectionMissing('results.properties.dynamical.mean_squared_displacement')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Dynamical properties'}>
      {groupByType(items).map(([type, group]) => {
        const traces = msdTraces(type, group)
        if (!traces) return <Alert key={type} severity="error">{`Could not load ${type} mean squared displacements`}</Alert>
        return <SeriesPlot key={type} title={`Mean squared displacement (${type})`} traces={traces} xTitle="Time (ps)" yTitle="MSD (Å²)" errorText="Could not load mean squared displacement data." height={500} logLog />
      })}
    </CardFrame>
  )
}

function msdTraces(type: string, group: Record<string, unknown>[]) {
  try {
    return group.map((item) => {
      const { x, value } = checkSeries('msd', item.times, item.value)
      const label = String(item.label ?? type)
      const diffusion = diffusionText(item.diffusion_constant_value, item.diffusion_constant_errors)
      return { x: x.map((t) => t * 1e12), y: value.map((v) => v * 1e20), name: diffusion ? `${label}, ${diffusion}` : label }
    })
  } catch (error) {
    console.error(error)
    return undefined
  }
}

/** 1 m²/s in the plot's units, Å²/ps. */
const M2_PER_S_TO_A2_PER_PS = 1e8

/** The fitted diffusion constant in the plot's units, with its error when given: 'D = 2.3 ± 0.1 Å²/ps'. */
export function diffusionText(value: unknown, errors: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
  const shown = (v: number) => Number((v * M2_PER_S_TO_A2_PER_PS).toPrecision(3)).toString()
  const error = Array.isArray(errors) ? errors.find((e): e is number => typeof e === 'number' && Number.isFinite(e)) : typeof errors === 'number' ? errors : undefined
  return `D = ${shown(value)}${error !== undefined ? ` ± ${shown(error)}` : ''} Å²/ps`
}
