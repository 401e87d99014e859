/**
 * Lane-by-lane archive loading through POST entries/{id}/archive/query: each lane asks for its
 * own section with m_request depth 1 (quantities, sub sections as stubs), answers are cached.
 */
import { requiredForPath, type RequiredSpec } from '../../engine/archive/required.js'

type Json = Record<string, unknown>
export type ArchiveQuery = (required: RequiredSpec) => Promise<unknown>

/** What an archive/query answer holds at a path (index steps were selected by the server). */
export function valueInAnswer(answer: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = (answer as { data?: { archive?: unknown } })?.data?.archive
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    if (typeof step === 'number') continue
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined
    current = (current as Json)[step]
    if (typeof path[i + 1] === 'number') current = Array.isArray(current) ? current[0] : undefined
  }
  return current
}

/** The section an archive/query answer holds at a lane path, or undefined. */
export function sectionInAnswer(answer: unknown, path: readonly (string | number)[]): Json | undefined {
  const value = valueInAnswer(answer, path)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
}

export const LANE_REQUEST: RequiredSpec = { m_request: { depth: 1 } }

export interface LaneLoader {
  (path: (string | number)[]): Promise<Json | undefined>
  /** Keeps a section already at hand (e.g. the root the page loaded first) as the answer for its path. */
  prime(path: (string | number)[], section: Json): void
  /** Everything at a path (a section with all its sub sections, or a quantity's value); for plots. */
  whole(path: (string | number)[]): Promise<unknown>
}

export function laneLoader(query: ArchiveQuery): LaneLoader {
  const lanes = new Map<string, Promise<Json | undefined>>()
  const wholes = new Map<string, Promise<unknown>>()
  /** One request per path and kind of answer; a failed one is asked again next time. */
  const once = <T>(answers: Map<string, Promise<T>>, path: (string | number)[], ask: () => Promise<T>) => {
    const key = JSON.stringify(path)
    let answer = answers.get(key)
    if (!answer) {
      answer = ask()
      answer.catch(() => answers.delete(key))
      answers.set(key, answer)
    }
    return answer
  }
  const load = (path: (string | number)[]) => once(lanes, path, () => query(requiredForPath(path, LANE_REQUEST)).then((body) => sectionInAnswer(body, path)))
  const whole = (path: (string | number)[]) => once(wholes, path, () => query(requiredForPath(path, '*')).then((body) => valueInAnswer(body, path)))
  return Object.assign(load, { prime: (path: (string | number)[], section: Json) => void lanes.set(JSON.stringify(path), Promise.resolve(section)), whole })
}
