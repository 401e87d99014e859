/**
 * Quantity paths inside plots (spec 3 §5): plot annotations and figure traces name the data they
 * draw by paths relative to the section that holds them, e.g. 'time', '#chamber_pressure',
 * './substrate_temperature' or 'layers/0:2/thickness' (a slice maps the rest of the path over
 * the items it selects).
 */

export const invalidSliceText = (step: string) => `Invalid slice notation: "${step}"`
export const unresolvedPathText = (path: string) => `Could not resolve the path ${path}`

/** A plot path that cannot be read; the message is the one the plot shows. */
export class PlotPathError extends Error {}

type Step = { name: string } | { index: number } | { slice: [number | undefined, number | undefined, number | undefined] }

const SLICE = /^(-?\d*):(-?\d*)(?::(-?\d*))?$/

function parseStep(step: string): Step {
  if (/^-?\d+$/.test(step)) return { index: Number(step) }
  if (!step.includes(':')) return { name: step }
  const match = SLICE.exec(step)
  const bound = (text: string | undefined) => (text ? Number(text) : undefined)
  if (!match || match[3] === '0') throw new PlotPathError(invalidSliceText(step))
  return { slice: [bound(match[1]), bound(match[2]), bound(match[3])] }
}

/** The steps of a plot path: '#' and './' prefixes dropped, '/' separated. */
export function plotPathSteps(path: string): string[] {
  return path
    .replace(/^#/, '')
    .split('/')
    .filter((step) => step !== '' && step !== '.')
}

function sliceOf(list: unknown[], [start, stop, step = 1]: [number | undefined, number | undefined, number | undefined]): unknown[] {
  const n = list.length
  const clamp = (i: number) => Math.min(n, Math.max(0, i < 0 ? n + i : i))
  const picked: unknown[] = []
  if (step > 0) for (let i = start === undefined ? 0 : clamp(start); i < (stop === undefined ? n : clamp(stop)); i += step) picked.push(list[i])
  else {
    const from = start === undefined ? n - 1 : Math.min(n - 1, start < 0 ? n + start : start)
    const to = stop === undefined ? -1 : stop < 0 ? n + stop : stop
    for (let i = from; i > to; i += step) picked.push(list[i])
  }
  return picked
}

/** The value a plot path names below a section; throws PlotPathError with the spec's texts. */
export function resolvePlotPath(section: unknown, path: string): unknown {
  const steps = plotPathSteps(path).map(parseStep)
  const fail = () => {
    throw new PlotPathError(unresolvedPathText(path))
  }
  const walk = (value: unknown, at: number): unknown => {
    if (at === steps.length) return value
    const step = steps[at]
    if ('name' in step) {
      if (typeof value !== 'object' || value === null || Array.isArray(value) || !(step.name in value)) return fail()
      return walk((value as Record<string, unknown>)[step.name], at + 1)
    }
    if (!Array.isArray(value)) return fail()
    if ('index' in step) {
      const item = value[step.index < 0 ? value.length + step.index : step.index]
      return item === undefined ? fail() : walk(item, at + 1)
    }
    return sliceOf(value, step.slice).map((item) => walk(item, at + 1))
  }
  if (steps.length === 0) fail()
  return walk(section, 0)
}

/** The last named step of a path, for axis titles and trace names. */
export function plotPathName(path: string): string {
  const names = plotPathSteps(path).filter((step) => !/^-?\d*(:-?\d*){0,2}$/.test(step))
  return names[names.length - 1] ?? path
}
