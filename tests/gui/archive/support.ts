import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RequiredSpec } from '../../../src/engine/archive/required.js'
import { ApiClient } from '../../../src/engine/api/client.js'
import { laneLoader } from '../../../src/renderers/archive/loader.js'
import { applyRequired } from '../../../src/server/archive/apply-required.js'
import { REFERENCE_DIR } from '../../reference.js'

type Json = Record<string, unknown>

export function referenceArchive(name: string): Json {
  return JSON.parse(readFileSync(join(REFERENCE_DIR, 'archives', 'from-api-recordings', name), 'utf8')) as Json
}

/** A lane loader answering like the server does, recording every required spec it was asked. */
export function serverLikeLoader(archive: Json) {
  const asked: RequiredSpec[] = []
  const load = laneLoader(async (required) => {
    asked.push(required)
    return { data: { archive: await applyRequired(archive, required) } }
  })
  return { load, asked }
}

/**
 * An API client answering archive queries the way our server does, over a few stored archives
 * (found by metadata.entry_id, or by upload_id and mainfile); 404 for an entry it does not hold.
 */
export function serverLikeApi(archives: Json[]) {
  const calls: { path: string; body: Json }[] = []
  const metadataOf = (archive: Json) => (archive.metadata ?? {}) as Json
  const api = new ApiClient({
    baseUrl: 'http://strata.test/api/v1',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\/v1\//, '')
      const body = JSON.parse(String(init?.body ?? '{}')) as Json
      calls.push({ path, body })
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })
      const required = body.required as RequiredSpec
      if (path === 'entries/archive/query') {
        const query = body.query as Json
        const found = archives.filter((a) => Object.entries(query).every(([key, value]) => metadataOf(a)[key] === value))
        return json({ data: await Promise.all(found.map(async (a) => ({ entry_id: metadataOf(a).entry_id, upload_id: metadataOf(a).upload_id, archive: await applyRequired(a, required) }))) })
      }
      const entryId = /^entries\/([^/]+)\/archive\/query$/.exec(path)?.[1]
      const archive = archives.find((a) => metadataOf(a).entry_id === entryId)
      if (!archive) return json({ detail: 'The entry with the given id does not exist or is not visible to you.' }, 404)
      return json({ required, entry_id: entryId, data: { entry_id: entryId, upload_id: metadataOf(archive).upload_id, archive: await applyRequired(archive, required) } })
    },
  })
  return { api, calls }
}
