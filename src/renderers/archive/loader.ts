/**
 * Lane-by-lane archive loading through POST entries/{id}/archive/query: each lane asks for its
 * own section with m_request depth 1 (quantities, sub sections as stubs), answers are cached.
 */
import { requiredForPath, type RequiredSpec } from '../../engine/archive/required.js'

type Json = Record<string, unknown>
export type ArchiveQuery = (required: RequiredSpec) => Promise<unknown>

/** What an archive/query answer holds at a lane path (index steps were selected by the server). */
export function sectionInAnswer(answer: unknown, path: readonly (string | number)[]): Json | undefined {
  let current: unknown = (answer as { data?: { archive?: unknown } })?.data?.archive
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    if (typeof step === 'number') continue
    if (!current || typeof current !== 'object') return undefined
    current = (current as Json)[step]
    if (typeof path[i + 1] === 'number') current = Array.isArray(current) ? current[0] : undefined
  }
  return current && typeof current === 'object' && !Array.isArray(current) ? (current as Json) : undefined
}

export const LANE_REQUEST: RequiredSpec = { m_request: { depth: 1 } }

export interface LaneLoader {
  (path: (string | number)[]): Promise<Json | undefined>
  /** Keeps a section already at hand (e.g. the root the page loaded first) as the answer for its path. */
  prime(path: (string | number)[], section: Json): void
}

export function laneLoader(query: ArchiveQuery): LaneLoader {
  const cache = new Map<string, Promise<Json | undefined>>()
  const load = (path: (string | number)[]) => {
    const key = JSON.stringify(path)
    let answer = cache.get(key)
    if (!answer) {
      answer = query(requiredForPath(path, LANE_REQUEST)).then((body) => sectionInAnswer(body, path))
      answer.catch(() => cache.delete(key))
      cache.set(key, answer)
    }
    return answer
  }
  return Object.assign(load, { prime: (path: (string | number)[], section: Json) => void cache.set(JSON.stringify(path), Promise.resolve(section)) })
}
