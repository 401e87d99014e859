/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * archive/query answers from a cache of parsed archives after the first read; an archive that
 * processing rewrites or deletes is never answered from it.
 */
import { describe, expect, it } from 'vitest'
import { createProcessedUpload, poscarOf, useDemoServer } from '../uploads/support.js'

describe('archive/query of an entry whose archive is rewritten', () => {
  const session = useDemoServer()

  const formulaOf = async (entryId: string) => {
    const { server, token } = session
    const { status, body } = await server.json(`/entries/${entryId}/archive/query`, { method: 'POST', token, body: JSON.stringify({ required: { results: { material: '*' } } }) })
    return status === 200 ? (body.data.archive.results.material.chemical_formula_hill as string) : status
  }

  it('answers the new archive after reprocessing and a 404 after the entry is gone', async () => {
    const { server, token } = session
    const upload = await createProcessedUpload(server, token, { 'bulk/POSCAR': poscarOf('Cu', 3.6) })
    const [entry] = (await server.json(`/uploads/${upload.upload_id}/entries`, { token })).body.data as any[]
    expect(await formulaOf(entry.entry_id)).toBe('Cu4')
    expect(await formulaOf(entry.entry_id)).toBe('Cu4')

    const put = await server.json(`/uploads/${upload.upload_id}/raw/bulk?file_name=POSCAR&overwrite_if_exists=true`, { method: 'PUT', token, body: poscarOf('Al', 4.05) })
    expect(put.status).toBe(200)
    expect((await server.waitProcessed(upload.upload_id, token)).process_status).toBe('SUCCESS')
    expect(await formulaOf(entry.entry_id)).toBe('Al4')

    expect((await server.api(`/uploads/${upload.upload_id}/raw/bulk/POSCAR`, { method: 'DELETE', token })).status).toBe(200)
    await server.waitProcessed(upload.upload_id, token)
    expect(await formulaOf(entry.entry_id)).toBe(404)
  }, 60000)
})
