import type { Data, Layout } from 'plotly.js-dist-min'
import { JOULE_TO_EV } from '../../viewers/electronic/units.js'

/**
 * Energy convergence of a geometry optimisation (spec 3 §2.3): per step the total change (energy minus the
 * final energy) and the absolute change against the previous step, in eV on a log axis, with the
 * convergence criterion as a dashed line when known.
 */
export function energyConvergencePlot(energies: number[], criterion?: number): { data: Data[]; layout: Partial<Layout> } {
  const final = energies[energies.length - 1]
  const steps = energies.map((_, index) => index + 1)
  const total = energies.map((energy) => Math.abs(energy - final) * JOULE_TO_EV)
  const perStep = energies.map((energy, index) => (index === 0 ? null : Math.abs(energy - energies[index - 1]) * JOULE_TO_EV))
  const data: Data[] = [
    { x: steps, y: total, type: 'scatter', mode: 'lines+markers', name: 'total change', yaxis: 'y' },
    { x: steps, y: perStep, type: 'scatter', mode: 'lines+markers', name: 'absolute change per step', yaxis: 'y2' },
  ]
  if (criterion !== undefined && criterion > 0)
    data.push({ x: [1, steps.length], y: [criterion * JOULE_TO_EV, criterion * JOULE_TO_EV], type: 'scatter', mode: 'lines', name: 'convergence criterion', yaxis: 'y2', line: { dash: 'dash', color: '#666' } })
  return {
    data,
    layout: {
      xaxis: { title: { text: 'Step number' } },
      yaxis: { title: { text: 'Total change (eV)' } },
      yaxis2: { title: { text: 'Absolute change per step (eV)' }, type: 'log', overlaying: 'y', side: 'right' },
      legend: { orientation: 'h', y: -0.2 },
    },
  }
}
