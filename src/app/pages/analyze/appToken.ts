import { formatDate } from '../../../engine/format.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** yyyy-MM-dd, the value format of a date input. */
export function toInputDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The hint for a 422 of the token request: 'Choose not later than {date} (in {relative time}).' */
export function latestExpiryHint(maxExpiresInSeconds: number, now = new Date()): string {
  const latest = new Date(now.getTime() + maxExpiresInSeconds * 1000)
  const days = Math.floor((maxExpiresInSeconds * 1000) / DAY_MS)
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' })
  const inWords = days >= 1 ? relative.format(days, 'day') : relative.format(Math.max(1, Math.floor(maxExpiresInSeconds / 3600)), 'hour')
  return `Choose not later than ${formatDate(latest)} (${inWords}).`
}

/** Seconds from now until the chosen day at the current time of day, never more than `maxSeconds`. */
export function secondsUntil(inputDate: string, maxSeconds: number, now = new Date()): number {
  const [year, month, day] = inputDate.split('-').map(Number)
  const then = new Date(year, month - 1, day, now.getHours(), now.getMinutes(), now.getSeconds())
  return Math.min(maxSeconds, Math.round((then.getTime() - now.getTime()) / 1000))
}
