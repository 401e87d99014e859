/**
 * The ELN example (a user schema and four samples) on a real server: its samples are found by
 * their schema's quantities (`data.<quantity>#<schema>`) through POST entries/query.
 */
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDir, ROOT, startInProcess, tempDir } from '../support/test-server.js'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are read loosely

let server: Awaited<ReturnType<typeof startInProcess>>
let examplesDir: string
let schema: string

async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${server.apiUrl}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Json }
}

beforeAll(async () => {
  examplesDir = tempDir('strata-eln-examples-')
  cpSync(join(ROOT, 'examples', 'eln'), join(examplesDir, 'eln'), { recursive: true })
  server = await startInProcess({ examplesDir })
  // The examples are processed after the start: wait for the four samples.
  for (let tries = 0; tries < 600; tries++) {
    const { body } = await post('entries/query', { owner: 'public', query: { entry_type: 'ThinFilmSample' }, pagination: { page_size: 1 } })
    if (body.pagination?.total === 4) {
      schema = body.data[0].section_defs.find((def: { definition_qualified_name: string }) => def.definition_qualified_name.endsWith('.ThinFilmSample')).definition_qualified_name
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 120000)

afterAll(async () => {
  await server?.close()
  removeDir(server?.dataDir)
  removeDir(examplesDir)
})

describe('the ELN samples by their schema quantities', () => {
  it('counts the samples per substrate (terms aggregation) and filters them by a temperature range', async () => {
    expect(schema).toMatch(/^entry_id:.+\.ThinFilmSample$/)
    const substrates = { terms: { quantity: `data.substrate#${schema}` } }
    const all = await post('entries/query', { owner: 'public', aggregations: { substrates }, pagination: { page_size: 0 } })
    expect(all.status).toBe(200)
    expect(all.body.aggregations.substrates.terms.data.map((b: Json) => [b.value, b.count])).toEqual([
      ['soda-lime glass', 3],
      ['sapphire (0001)', 1],
    ])
    // Grown at 500 K or more: the two ZnO films (ITO has no substrate temperature).
    const hot = await post('entries/query', {
      owner: 'public',
      query: { [`data.substrate_temperature#${schema}`]: { gte: 500 } },
      aggregations: { substrates },
      required: { include: ['entry_id', 'entry_name'] },
    })
    expect(hot.body.data.map((e: Json) => e.entry_name).sort()).toEqual(['ZnO on glass, 300 °C', 'ZnO on sapphire, 400 °C'])
    expect(hot.body.aggregations.substrates.terms.data.map((b: Json) => [b.value, b.count])).toEqual([
      ['sapphire (0001)', 1],
      ['soda-lime glass', 1],
    ])
  })

  it('finds a sample by its lab id and by a value of its repeating measurements', async () => {
    const labId = await post('entries/query', { owner: 'public', query: { [`data.lab_id#${schema}`]: 'ITO-001' } })
    expect(labId.body.data.map((e: Json) => e.entry_name)).toEqual(['ITO reference on glass'])
    const resistance = await post('entries/query', { owner: 'public', query: { [`data.measurements.sheet_resistance#${schema}:lt`]: 20 } })
    expect(resistance.body.data.map((e: Json) => e.entry_name)).toContain('ITO reference on glass')
    expect(resistance.body.data.map((e: Json) => e.entry_name)).not.toContain('Al-doped ZnO on glass')
  })
})
