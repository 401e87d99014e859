import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FakeAnswers } from './support.js'
import { REFERENCE_DIR } from '../../reference.js'

/** NOMAD's recorded upload traffic, read at test time, replayed as the answers of a fake API. */

export interface RecordedCall {
  method: string
  path: string
  query: URLSearchParams
  status: number
  body: unknown
}

/** Markus Scheidgen ('test'), the main author of the recorded uploads. */
export const RECORDED_AUTHOR = { sub: '68878af7-6845-46c0-b2c1-250d4d8eb470', name: 'Markus Scheidgen' }

export function recordedCalls(file: string): RecordedCall[] {
  const recording = JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', 'uploads', file), 'utf8')) as Record<
    string,
    { request: { url: string; method: string }; response: { status: number; body: unknown } }[]
  >
  return Object.values(recording)
    .flat()
    .map(({ request, response }) => {
      const url = new URL(request.url)
      const path = decodeURIComponent(url.pathname.replace(/^.*\/api\/v1\//, ''))
      return { method: request.method, path, query: url.searchParams, status: response.status, body: response.body }
    })
}

/** The first recorded call of `method` on `path` (below the API base). */
export function recordedBody<T = unknown>(calls: RecordedCall[], method: string, path: string, where?: (query: URLSearchParams) => boolean): T {
  const call = calls.find((c) => c.method === method && c.path === path && (!where || where(c.query)))
  if (!call) throw new Error(`no recorded ${method} ${path}`)
  return structuredClone(call.body) as T
}

/** How many of the request's query parameters the recorded call had too. */
function overlap(recorded: URLSearchParams, asked: URLSearchParams): number {
  return [...asked.entries()].filter(([key, value]) => recorded.getAll(key).includes(value)).length
}

/**
 * Answers for every recorded path: of the calls with the same method, the first that shares the most query
 * parameters with the request. Keys are decoded paths: use recordings whose paths need no escaping.
 */
export function replay(calls: RecordedCall[]): FakeAnswers {
  const answers: FakeAnswers = {}
  for (const path of new Set(calls.map((c) => c.path))) {
    answers[path] = (request: Request) => {
      const url = new URL(request.url)
      const candidates = calls.filter((c) => c.path === path && c.method === request.method)
      // The first of the calls that share the most query parameters with the request.
      const call = candidates.reduce<RecordedCall | undefined>(
        (best, c) => (!best || overlap(c.query, url.searchParams) > overlap(best.query, url.searchParams) ? c : best),
        undefined,
      )
      if (!call) return { status: 404, body: { detail: 'Not found' } }
      return { status: call.status, body: structuredClone(call.body) }
    }
  }
  return answers
}
