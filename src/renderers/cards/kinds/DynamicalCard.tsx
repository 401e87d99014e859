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
      return { x: x.map((t) => t * 1e12), y: value.map((v) => v * 1e20), name: String(item.label ?? type) }
    })
  } catch (error) {
    console.error(error)
    return undefined
  }
}
