import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { REFERENCE_DIR } from '../../reference.js'

export interface RecordedCall {
  file: string
  method: string
  /** The API path after /api/v1/. */
  path: string
  body: unknown
  status: number
  response: Record<string, unknown>
}

/** Every recorded call of NOMAD's GUI tests under api-recordings/{dirs}. */
export function recordedCalls(dirs: string[]): RecordedCall[] {
  const calls: RecordedCall[] = []
  for (const dir of dirs) {
    const folder = join(REFERENCE_DIR, 'api-recordings', dir)
    for (const name of readdirSync(folder).filter((n) => n.endsWith('.json')).sort()) {
      const recording = JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, { request: { url: string; method: string; body?: unknown }; response: { status: number; body: Record<string, unknown> } }[]>
      for (const list of Object.values(recording))
        for (const { request, response } of list) {
          const path = request.url.split('/api/v1/')[1]
          if (path !== undefined) calls.push({ file: `${dir}/${name}`, method: request.method, path, body: request.body, status: response.status, response: response.body })
        }
    }
  }
  return calls
}
