/** action/delete-entry-files, POST uploads?publish_directly=true and GET uploads?order_by=published against a real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, poscarOf, startUploadsServer, zipOf, type UploadsServer } from './support.js'

describe('upload actions', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
  })
  afterAll(() => server?.stop())

  const entriesOf = async (uploadId: string) => (await server.json(`/uploads/${uploadId}/entries?order_by=mainfile`, { token })).body.data as { entry_id: string; mainfile: string }[]
  const exists = async (uploadId: string, path: string) => (await server.api(`/uploads/${uploadId}/raw/${path}`, { token })).status === 200

  it('deletes the mainfiles of the chosen entries, or their folders with include_parent_folders, and reprocesses', async () => {
    const upload = await createProcessedUpload(server, token, { 'a/NaCl.cif': CIF_NACL, 'a/notes.txt': 'a', 'b/POSCAR': poscarOf('Cu', 3.6), 'b/notes.txt': 'b', 'c/POSCAR': poscarOf('Al', 4.0) })
    const id = upload.upload_id as string
    const byMainfile = Object.fromEntries((await entriesOf(id)).map((entry) => [entry.mainfile, entry.entry_id]))

    const deleted = await server.json(`/uploads/${id}/action/delete-entry-files`, { method: 'POST', token, body: JSON.stringify({ query: { entry_id: [byMainfile['b/POSCAR']] }, include_parent_folders: false }) })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data).toMatchObject({ process_running: true, current_process: 'process_upload', process_status: 'PENDING', last_status_message: 'Pending: process_upload' })
    expect(await server.waitProcessed(id, token)).toMatchObject({ process_status: 'SUCCESS', entries: 2 })
    expect(await exists(id, 'b/POSCAR')).toBe(false)
    expect(await exists(id, 'b/notes.txt')).toBe(true)

    await server.json(`/uploads/${id}/action/delete-entry-files`, { method: 'POST', token, body: JSON.stringify({ query: { entry_id: [byMainfile['a/NaCl.cif']] }, include_parent_folders: true }) })
    expect(await server.waitProcessed(id, token)).toMatchObject({ entries: 1 })
    expect(await exists(id, 'a/notes.txt')).toBe(false)
    expect((await entriesOf(id)).map((entry) => entry.mainfile)).toEqual(['c/POSCAR'])

    const reviewer = await server.token('reviewer', 'reviewer-password')
    const refused = await server.api(`/uploads/${id}/action/delete-entry-files`, { method: 'POST', token: reviewer, body: JSON.stringify({ query: { entry_id: [byMainfile['c/POSCAR']] } }) })
    expect(refused.status).toBe(403)
    expect(await exists(id, 'c/POSCAR')).toBe(true)
  })

  it('deletes exactly the entries a query on any quantity selects, within this upload only, and refuses a query it cannot evaluate', async () => {
    const upload = await createProcessedUpload(server, token, { 'a/NaCl.cif': CIF_NACL, 'b/POSCAR': poscarOf('Cu', 3.6), 'c/POSCAR': poscarOf('Al', 4.0), 'd/POSCAR': poscarOf('Fe', 2.9) })
    const other = await createProcessedUpload(server, token, { 'b/POSCAR': poscarOf('Cu', 3.6) })
    const id = upload.upload_id as string
    const deleteBy = (body: unknown) => server.json(`/uploads/${id}/action/delete-entry-files`, { method: 'POST', token, body: JSON.stringify(body) })
    const mainfiles = async (uploadId: string) => (await entriesOf(uploadId)).map((entry) => entry.mainfile)

    const unknown = await deleteBy({ query: { no_such_quantity: 'x' } })
    expect(unknown.status).toBe(422)
    expect(JSON.stringify(unknown.body.detail)).toContain('no_such_quantity')
    expect((await deleteBy({ include_parent_folders: false })).status).toBe(422)
    expect(await mainfiles(id)).toEqual(['a/NaCl.cif', 'b/POSCAR', 'c/POSCAR', 'd/POSCAR'])

    expect((await deleteBy({ query: { mainfile: 'b/POSCAR' } })).status).toBe(200)
    expect(await server.waitProcessed(id, token)).toMatchObject({ process_status: 'SUCCESS', entries: 3 })
    expect(await mainfiles(id)).toEqual(['a/NaCl.cif', 'c/POSCAR', 'd/POSCAR'])
    expect(await mainfiles(other.upload_id as string)).toEqual(['b/POSCAR'])

    await deleteBy({ query: { and: [{ 'mainfile:any': ['c/POSCAR', 'a/NaCl.cif'] }, { 'results.material.elements': 'Al' }] } })
    expect(await server.waitProcessed(id, token)).toMatchObject({ entries: 2 })
    expect(await mainfiles(id)).toEqual(['a/NaCl.cif', 'd/POSCAR'])

    await deleteBy({ query: { mainfile: 'not/there' } })
    expect(await server.waitProcessed(id, token)).toMatchObject({ entries: 2 })
    expect(await exists(id, 'd/POSCAR')).toBe(true)
  })

  it('publishes directly after processing with the given embargo, and not at all when nothing could be published', async () => {
    const created = await server.json('/uploads?file_name=direct.zip&publish_directly=true&embargo_length=3', { method: 'POST', token, body: await zipOf({ 'NaCl.cif': CIF_NACL }) })
    expect(created.status).toBe(200)
    await server.waitProcessed(created.body.upload_id, token)
    let upload!: Record<string, unknown>
    for (let tries = 0; tries < 100; tries++) {
      upload = (await server.json(`/uploads/${created.body.upload_id}`, { token })).body.data
      if (upload.published) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(upload).toMatchObject({ published: true, with_embargo: true, embargo_length: 3, upload_state: 'published.embargoed' })

    const empty = await server.json('/uploads?file_name=notes.txt&publish_directly=true', { method: 'POST', token, body: 'no entries here' })
    const done = await server.waitProcessed(empty.body.upload_id, token)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await server.json(`/uploads/${empty.body.upload_id}`, { token })).body.data).toMatchObject({ published: false, upload_state: done.upload_state })
  })

  it('orders the uploads list by publish time with order_by=published, unpublished ones first in ascending order', async () => {
    const first = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL }, 'published first')
    const second = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL }, 'published second')
    const staged = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL }, 'never published')
    await server.json(`/uploads/${second.upload_id}/action/publish`, { method: 'POST', token })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await server.json(`/uploads/${first.upload_id}/action/publish`, { method: 'POST', token })
    const ours = new Set([first.upload_id, second.upload_id, staged.upload_id])
    const order = async (direction: string) => {
      const listed = await server.json(`/uploads?order_by=published&order=${direction}&page_size=100`, { token })
      expect(listed.body.pagination).toMatchObject({ order_by: 'published', order: direction })
      return (listed.body.data as { upload_id: string }[]).map((upload) => upload.upload_id).filter((id) => ours.has(id))
    }
    expect(await order('desc')).toEqual([first.upload_id, second.upload_id, staged.upload_id])
    expect(await order('asc')).toEqual([staged.upload_id, second.upload_id, first.upload_id])
  })
})
