import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RequiredSpec } from '../../../src/engine/archive/required.js'
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
