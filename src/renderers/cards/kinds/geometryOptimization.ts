import type { Data, Layout } from 'plotly.js-dist-min'
import { JOULE_TO_EV } from '../../viewers/electronic/units.js'
import { logAxisTicks } from '../../viewers/plot/logTicks.js'

// A log axis cannot show a change of zero (the last step's total change): it is left out, not drawn at 10⁻∞.
const positiveOrNull = (value: number | null) => (value !== null && value > 0 ? value : null)

/**
 * Energy convergence of a geometry optimisation (spec 3 §2.3): per step the total change (energy minus the
 * final energy) and the absolute change against the previous step, in eV on one log axis labelled in powers
 * of ten, with the convergence criterion as a dashed line when known.
 */
export function energyConvergencePlot(energies: number[], criterion?: number): { data: Data[]; layout: Partial<Layout> } {
  const final = energies[energies.length - 1]
  const steps = energies.map((_, index) => index + 1)
  const total = energies.map((energy) => positiveOrNull(Math.abs(energy - final) * JOULE_TO_EV))
  const perStep = energies.map((energy, index) => (index === 0 ? null : positiveOrNull(Math.abs(energy - energies[index - 1]) * JOULE_TO_EV)))
  const data: Data[] = [
    { x: steps, y: total, type: 'scatter', mode: 'lines+markers', name: 'total change' },
    { x: steps, y: perStep, type: 'scatter', mode: 'lines+markers', name: 'absolute change per step' },
  ]
  const criterionEv = criterion !== undefined && criterion > 0 ? criterion * JOULE_TO_EV : undefined
  if (criterionEv !== undefined)
    data.push({ x: [1, steps.length], y: [criterionEv, criterionEv], type: 'scatter', mode: 'lines', name: 'convergence criterion', line: { dash: 'dash', color: '#666' } })
  const ticks = logAxisTicks([...total, ...perStep, criterionEv])
  return {
    data,
    layout: {
      xaxis: { title: { text: 'Step number' } },
      yaxis: {
        title: { text: 'Energy change (eV)' },
        type: 'log',
        ...(ticks && { tickmode: 'array', tickvals: ticks.tickvals, ticktext: ticks.ticktext, range: ticks.range }),
      },
      legend: { orientation: 'h', y: -0.2 },
    },
  }
}
