// One line per performance goal: the figure beside its goal, so that a regression shows in one line.
// The bench never fails on time (figures vary with the machine's load); it only says "missed".
import { loadavg } from 'node:os'

export interface Goal {
  /** What is measured, e.g. "search cold p50 (1,000,000 entries)". */
  label: string
  value: number
  unit: string
  /** The goal: at most (`≤`) or at least (`≥`) this value. */
  limit: number
  atLeast?: boolean
  digits?: number
}

/** `search cold p50  43 ms  (goal ≤ 50 ms)  ok` */
export function goalLine({ label, value, unit, limit, atLeast = false, digits = 0 }: Goal): string {
  const met = atLeast ? value >= limit : value <= limit
  const figure = `${value.toFixed(digits)} ${unit}`
  return `${label.padEnd(44)} ${figure.padStart(12)}  (goal ${atLeast ? '≥' : '≤'} ${limit} ${unit})  ${met ? 'ok' : 'MISSED'}`
}

/** The goal lines printed so far, repeated together at the end of `npm run bench`. */
export const printedGoals: string[] = []

export function printGoal(goal: Goal): void {
  const line = goalLine(goal)
  printedGoals.push(line)
  console.log(line)
}

/** The machine's load averages (1/5/15 min): the figures are only comparable at similar load. */
export function loadLine(): string {
  return `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (2 shared cores)`
}
