import type { Data, Layout } from 'plotly.js-dist-min'
import { isRecord } from '../../../engine/json.js'

/**
 * Green's functions of a DMFT calculation (results.properties.electronic.greens_functions_electronic),
 * as line plots. Values are complex (`{re, im}`) and indexed [atom][spin][orbital][point]; the axes
 * (tau, matsubara_freq, frequencies) may arrive nested and are flattened.
 */
export interface GreensFunctionPlot {
  /** Which function is drawn, e.g. 'greens_function_iw'. */
  kind: GreensFunctionKind
  title: string
  data: Data[]
  layout: Partial<Layout>
}

export type GreensFunctionKind = 'greens_function_tau' | 'greens_function_iw' | 'self_energy_iw' | 'greens_function_freq' | 'self_energy_freq'

const KINDS: Record<GreensFunctionKind, { part: 're' | 'im'; axis: string; xLabel: string; yLabel: string; title: string }> = {
  greens_function_tau: { part: 're', axis: 'tau', xLabel: 'τ<sub>n</sub>', yLabel: 'Re G(τ<sub>n</sub>)', title: "Green's function in imaginary time" },
  greens_function_iw: { part: 'im', axis: 'matsubara_freq', xLabel: 'iω<sub>n</sub>', yLabel: 'Im G(iω<sub>n</sub>)', title: "Green's function in Matsubara frequencies" },
  self_energy_iw: { part: 'im', axis: 'matsubara_freq', xLabel: 'iω<sub>n</sub>', yLabel: 'Im Σ(iω<sub>n</sub>)', title: 'Self-energy in Matsubara frequencies' },
  greens_function_freq: { part: 'im', axis: 'frequencies', xLabel: 'ω', yLabel: 'Im G(ω)', title: "Green's function in real frequencies" },
  self_energy_freq: { part: 'im', axis: 'frequencies', xLabel: 'ω', yLabel: 'Im Σ(ω)', title: 'Self-energy in real frequencies' },
}

const numbers = (value: unknown): number[] | undefined => {
  const flat = Array.isArray(value) ? (value.flat(Infinity) as unknown[]) : []
  return flat.length > 0 && flat.every((item) => typeof item === 'number') ? (flat as number[]) : undefined
}

/** One trace per atom, spin and orbital; a paramagnetic calculation shows the first spin only. */
function traces(axis: number[], values: unknown, paramagnetic: boolean): Data[] {
  const atoms = Array.isArray(values) ? values : []
  const result: Data[] = []
  atoms.forEach((spins, atom) => {
    const spinList = Array.isArray(spins) ? (paramagnetic ? spins.slice(0, 1) : spins) : []
    spinList.forEach((orbitals, spin) => {
      ;(Array.isArray(orbitals) ? orbitals : []).forEach((series, orbital) => {
        const y = numbers(series)
        if (!y || y.length !== axis.length) return
        const atomPart = atoms.length > 1 ? `atom ${atom + 1} ` : ''
        const spinPart = paramagnetic || spinList.length === 1 ? '' : spin === 0 ? ' ↑' : ' ↓'
        result.push({ x: axis, y, type: 'scatter', mode: 'lines', name: `${atomPart}orbital ${orbital + 1}${spinPart}` })
      })
    })
  })
  return result
}

/**
 * The plots of every Green's-function section (impurity sections are left out); throws when such
 * sections exist but none holds a plottable function, so that the card shows its error text.
 */
export function greensFunctionPlots(sections: readonly unknown[], magneticState?: unknown): GreensFunctionPlot[] {
  const paramagnetic = magneticState === 'paramagnetic'
  const plots: GreensFunctionPlot[] = []
  const shown = sections.filter((section) => !(isRecord(section) && section.type === 'impurity'))
  for (const section of shown) {
    if (!isRecord(section)) continue
    for (const [kind, spec] of Object.entries(KINDS) as [GreensFunctionKind, (typeof KINDS)[GreensFunctionKind]][]) {
      const value = section[kind]
      const axis = numbers(section[spec.axis])
      if (!isRecord(value) || !axis) continue
      const data = traces(axis, value[spec.part], paramagnetic)
      if (data.length === 0) continue
      const label = typeof section.label === 'string' && section.label ? ` (${section.label})` : ''
      plots.push({
        kind,
        title: `${spec.title}${label}`,
        data,
        layout: { xaxis: { title: { text: spec.xLabel }, zeroline: true }, yaxis: { title: { text: spec.yLabel }, zeroline: true }, showlegend: true },
      })
    }
  }
  if (shown.length > 0 && plots.length === 0) throw new Error("no plottable Green's function")
  return plots
}
