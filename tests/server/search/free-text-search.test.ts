/**
 * Free-text search (`text_search_contents`) on a real server with the ELN example: an entry is
 * found by its exact name and by a text of its data section; GET entries/{id} shows the texts.
 */
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDir, ROOT, startInProcess, tempDir } from '../support/test-server.js'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are read loosely

let server: Awaited<ReturnType<typeof startInProcess>>
let examplesDir: string

async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${server.apiUrl}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Json }
}

const namesOf = async (query: Json) => {
  const { status, body } = await post('entries/query', { owner: 'public', query, required: { include: ['entry_name'] } })
  expect(status).toBe(200)
  return (body.data as Json[]).map((entry) => entry.entry_name).sort()
}

beforeAll(async () => {
  examplesDir = tempDir('strata-free-text-')
  cpSync(join(ROOT, 'examples', 'eln'), join(examplesDir, 'eln'), { recursive: true })
  server = await startInProcess({ examplesDir })
  for (let tries = 0; tries < 600; tries++) {
    const { body } = await post('entries/query', { owner: 'public', query: { entry_type: 'ThinFilmSample' }, pagination: { page_size: 1 } })
    if (body.pagination?.total === 4) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 120000)

afterAll(async () => {
  await server?.close()
  removeDir(server?.dataDir)
  removeDir(examplesDir)
})

describe('free-text search through text_search_contents', () => {
  it('finds an entry by its exact name, and nothing for a name no entry has', async () => {
    expect(await namesOf({ text_search_contents: 'ZnO on sapphire, 400 °C' })).toEqual(['ZnO on sapphire, 400 °C'])
    expect(await namesOf({ text_search_contents: 'no entry is called so' })).toEqual([])
  })

  it('finds an entry by single words of its multi-word name, in any case and order, only when all words are there', async () => {
    expect(await namesOf({ text_search_contents: 'sapphire' })).toEqual(expect.arrayContaining(['ZnO on sapphire, 400 °C']))
    expect(await namesOf({ text_search_contents: 'SAPPHIRE zno' })).toEqual(expect.arrayContaining(['ZnO on sapphire, 400 °C']))
    expect(await namesOf({ text_search_contents: 'sapphire nowhere' })).toEqual([])
  })

  it('finds entries by a text of their data section', async () => {
    expect(await namesOf({ text_search_contents: 'sapphire (0001)' })).toEqual(['ZnO on sapphire, 400 °C'])
  })

  it('shows the texts on GET entries/{id}', async () => {
    const { body } = await post('entries/query', { owner: 'public', query: { entry_name: 'ZnO on sapphire, 400 °C' }, required: { include: ['entry_id'] } })
    const response = await fetch(`${server.apiUrl}/entries/${body.data[0].entry_id}`)
    const { data } = (await response.json()) as Json
    expect(data.text_search_contents).toEqual(expect.arrayContaining(['ZnO on sapphire, 400 °C', 'sapphire (0001)']))
  })
})
