/** The uploads endpoints against a real server, in NOMAD's shapes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, openRecordStore, poscarOf, startUploadsServer, zipOf, type UploadsServer } from './support.js'

describe('uploads API', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
  })
  afterAll(() => server?.stop())

  it('creates an upload from a raw zip body (curl -T) with the token in the query, and processes it into entries', async () => {
    const zip = await zipOf({ 'NaCl.cif': CIF_NACL, 'Cu/POSCAR': poscarOf('Cu', 3.61), 'README.md': '# Readme' })
    const created = await server.json(`/uploads?upload_name=raw%20body&token=${token}`, { method: 'PUT', body: zip })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ upload_name: 'raw body', process_status: 'PENDING', process_running: true, last_status_message: 'Pending: process_upload', published: false })
    const done = await server.waitProcessed(created.body.upload_id, token)
    expect(done).toMatchObject({ process_status: 'SUCCESS', entries: 2, last_status_message: 'Process process_upload completed successfully', upload_state: 'processed' })

    const entries = await server.json(`/uploads/${created.body.upload_id}/entries?page_size=5&order_by=mainfile`, { token })
    expect(entries.status).toBe(200)
    expect(entries.body.processing_successful).toBe(2)
    expect(entries.body.upload.upload_id).toBe(created.body.upload_id)
    expect(entries.body.data.map((entry: { mainfile: string }) => entry.mainfile)).toEqual(['Cu/POSCAR', 'NaCl.cif'])
    const nacl = entries.body.data[1]
    expect(nacl).toMatchObject({ process_status: 'SUCCESS', parser_name: 'parsers/cif', upload_id: created.body.upload_id })
    expect(nacl.entry_metadata.results.material.elements).toEqual(['Cl', 'Na'])
    expect(nacl.entry_metadata.main_author.name).toBe('Demo User')

    const one = await server.json(`/uploads/${created.body.upload_id}/entries/${nacl.entry_id}`, { token })
    expect(one.body.data.mainfile).toBe('NaCl.cif')
  })

  it('creates an upload from a multipart form (curl -F file=@x.zip) and answers 400 past the last page', async () => {
    const form = new FormData()
    form.append('file', new Blob([await zipOf({ 'a/NaCl.cif': CIF_NACL })]), 'files.zip')
    const created = await server.json('/uploads', { method: 'POST', token, body: form })
    expect(created.status).toBe(200)
    await server.waitProcessed(created.body.upload_id, token)
    const rawdir = await server.json(`/uploads/${created.body.upload_id}/rawdir/a?include_entry_info=true`, { token })
    expect(rawdir.body).toMatchObject({ path: 'a', access: 'unpublished', directory_metadata: { name: 'a', content: [{ name: 'NaCl.cif', is_file: true, parser_name: 'parsers/cif' }] } })
    expect(rawdir.body.directory_metadata.content[0].entry_id).toHaveLength(28)
    const past = await server.json(`/uploads/${created.body.upload_id}/entries?page=3&page_size=5`, { token })
    expect(past).toEqual({ status: 400, body: { detail: 'Page out of range requested.' } })
  })

  it('lists own uploads paged and ordered, with is_published and roles filters', async () => {
    const list = await server.json('/uploads?page_size=1&order_by=upload_create_time&order=desc&roles=main_author&is_published=false', { token })
    expect(list.status).toBe(200)
    expect(list.body.pagination).toMatchObject({ page_size: 1, page: 1, order_by: 'upload_create_time', order: 'desc' })
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(2)
    expect(list.body.query).toEqual({ is_published: false })
    const all = await server.json('/uploads?page_size=100&order=asc', { token })
    const times = all.body.data.map((upload: { upload_create_time: string }) => upload.upload_create_time)
    expect(times).toEqual([...times].sort())
    expect((await server.api('/uploads')).status).toBe(401)
  })

  it('serves raw files with offset and length, folders with compress=true as zip, and the bundle', async () => {
    const upload = await createProcessedUpload(server, token, { 'notes/readme.txt': '0123456789', 'NaCl.cif': CIF_NACL })
    const part = await server.api(`/uploads/${upload.upload_id}/raw/notes/readme.txt?offset=2&length=3`, { token })
    expect(await part.text()).toBe('234')
    const missing = await server.json(`/uploads/${upload.upload_id}/raw/nothing.txt`, { token })
    expect(missing).toEqual({ status: 404, body: { detail: 'Not found. Invalid path?' } })
    const folder = await server.api(`/uploads/${upload.upload_id}/raw/notes?compress=true`, { token })
    expect(folder.headers.get('content-type')).toBe('application/zip')
    expect(Buffer.from(await folder.arrayBuffer()).readUInt32LE(0)).toBe(0x04034b50)
    const everything = await server.api(`/uploads/${upload.upload_id}/raw/?compress=true`, { token })
    expect(everything.headers.get('content-type')).toBe('application/zip')
    const bundle = await server.api(`/uploads/${upload.upload_id}/bundle`, { token })
    expect(Buffer.from(await bundle.arrayBuffer()).includes(Buffer.from('bundle_info.json'))).toBe(true)
  })

  it('adds, copies, moves and deletes raw files, reprocessing the affected entries', async () => {
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL })
    const id = upload.upload_id
    const put = await server.json(`/uploads/${id}/raw/cu?file_name=POSCAR&wait_for_processing=true`, { method: 'PUT', token, body: poscarOf('Cu', 3.6) })
    expect(put.status).toBe(200)
    expect(put.body.data.process_status).toBe('SUCCESS')
    expect(put.body.processing).toMatchObject({ path: 'cu/POSCAR', parser_name: 'parsers/poscar' })
    expect(put.body.processing.entry.process_status).toBe('SUCCESS')

    const refused = await server.json(`/uploads/${id}/raw/cu?file_name=POSCAR&overwrite_if_exists=false`, { method: 'PUT', token, body: 'x' })
    expect(refused.status).toBe(409)

    await server.json(`/uploads/${id}/raw/copies?copy_or_move=copy&copy_or_move_source_path=NaCl.cif`, { method: 'PUT', token })
    await server.waitProcessed(id, token)
    await server.json(`/uploads/${id}/raw/moved?copy_or_move=move&copy_or_move_source_path=cu/POSCAR`, { method: 'PUT', token })
    let done = await server.waitProcessed(id, token)
    expect(done.entries).toBe(3)
    const mainfiles = async () => (await server.json(`/uploads/${id}/entries`, { token })).body.data.map((entry: { mainfile: string }) => entry.mainfile).sort()
    expect(await mainfiles()).toEqual(['NaCl.cif', 'copies/NaCl.cif', 'moved/POSCAR'])

    expect((await server.json(`/uploads/${id}/raw/copies`, { method: 'DELETE', token })).status).toBe(200)
    done = await server.waitProcessed(id, token)
    expect(done.entries).toBe(2)
    expect(await mainfiles()).toEqual(['NaCl.cif', 'moved/POSCAR'])

    const created = await server.json(`/uploads/${id}/raw-create-dir/empty/inner`, { method: 'POST', token })
    expect(created.status).toBe(200)
    const root = await server.json(`/uploads/${id}/rawdir/`, { token })
    expect(root.body.directory_metadata.content.map((item: { name: string }) => item.name)).toContain('empty')
  })

  it('keeps stored files when a hostile archive is added, and names the refusal on the upload', async () => {
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL })
    const bomb = await zipOf({ 'zeros.bin': Buffer.alloc(20_000_000) })
    const put = await server.json(`/uploads/${upload.upload_id}/raw/?file_name=bomb.zip`, { method: 'PUT', token, body: bomb })
    expect(put.status).toBe(200)
    const done = await server.waitProcessed(upload.upload_id, token)
    expect(done.process_status).toBe('FAILURE')
    expect(done.errors).toEqual(['Refused bomb.zip: "zeros.bin" is compressed more than 200:1 (a zip bomb?)'])
    expect(done.last_status_message).toContain('Refused bomb.zip')
    expect((await server.api(`/uploads/${upload.upload_id}/raw/NaCl.cif`, { token })).status).toBe(200)
    expect((await server.api(`/uploads/${upload.upload_id}/raw/zeros.bin`, { token })).status).toBe(404)
    // Processing again brings the upload back to SUCCESS with its entry.
    await server.json(`/uploads/${upload.upload_id}/action/process`, { method: 'POST', token })
    expect(await server.waitProcessed(upload.upload_id, token)).toMatchObject({ process_status: 'SUCCESS', entries: 1 })
  })

  it('edits members and metadata, verify_only first, and refuses unknown users', async () => {
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL })
    const reviewerToken = await server.token('reviewer', 'reviewer-password')
    const reviewer = (await server.json('/users/me', { token: reviewerToken })).body
    const body = { metadata: { coauthors: [reviewer.user_id], comment: 'a comment', references: ['https://example.org/paper'] } }
    const verified = await server.json(`/uploads/${upload.upload_id}/edit`, { method: 'POST', token, body: JSON.stringify({ ...body, verify_only: true }) })
    expect(verified.status).toBe(200)
    expect(verified.body.data.coauthors).toEqual([])
    const applied = await server.json(`/uploads/${upload.upload_id}/edit`, { method: 'POST', token, body: JSON.stringify(body) })
    expect(applied.body.data).toMatchObject({ coauthors: [reviewer.user_id], current_process: 'edit_upload_metadata', process_status: 'SUCCESS' })
    expect(applied.body.data.writers).toContain(reviewer.user_id)
    const entry = (await server.json(`/uploads/${upload.upload_id}/entries`, { token })).body.data[0].entry_metadata
    expect(entry).toMatchObject({ comment: 'a comment', references: ['https://example.org/paper'] })
    expect(entry.writers.map((w: { name: string }) => w.name)).toContain('Reviewer User')
    const unknown = await server.json(`/uploads/${upload.upload_id}/edit`, { method: 'POST', token, body: JSON.stringify({ metadata: { reviewers: { add: ['nobody'] } } }) })
    expect(unknown).toEqual({ status: 400, body: { detail: 'The user nobody does not exist.' } })
  })

  it('publishes with an embargo of up to 36 months, lifts it, and then refuses changes and deletion', async () => {
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL })
    const tooLong = await server.json(`/uploads/${upload.upload_id}/action/publish?embargo_length=37`, { method: 'POST', token })
    expect(tooLong.status).toBe(422)
    const published = await server.json(`/uploads/${upload.upload_id}/action/publish?embargo_length=36`, { method: 'POST', token })
    expect(published.body.data).toMatchObject({ published: true, with_embargo: true, embargo_length: 36, upload_state: 'published.embargoed' })
    const lifted = await server.json(`/uploads/${upload.upload_id}/action/lift-embargo`, { method: 'POST', token })
    expect(lifted.body.data).toMatchObject({ with_embargo: false, embargo_length: 0, upload_state: 'published.public' })
    const entry = (await server.json(`/uploads/${upload.upload_id}/entries`)).body.data[0].entry_metadata
    expect(entry).toMatchObject({ published: true, with_embargo: false })
    expect((await server.json(`/uploads/${upload.upload_id}`, { method: 'DELETE', token })).body.detail).toBe('Upload is already published, operation not possible.')
    expect((await server.json(`/uploads/${upload.upload_id}/raw/x.txt`, { method: 'PUT', token, body: 'x' })).status).toBe(400)
  })

  it('refuses to publish an upload without entries', async () => {
    const upload = await createProcessedUpload(server, token, { 'notes.txt': 'no entries here' })
    const refused = await server.json(`/uploads/${upload.upload_id}/action/publish`, { method: 'POST', token })
    expect(refused).toEqual({ status: 400, body: { detail: 'Only uploads with at least one successfully processed entry can be published.' } })
  })

  it('deletes an upload with its files and entries', async () => {
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL })
    const deleted = await server.json(`/uploads/${upload.upload_id}`, { method: 'DELETE', token })
    expect(deleted.body.data).toMatchObject({ current_process: 'delete_upload', upload_id: upload.upload_id })
    expect((await server.json(`/uploads/${upload.upload_id}`, { token })).status).toBe(404)
  })

  it('gives the curl command examples with the upload URL and a token placeholder', async () => {
    const examples = await server.json('/uploads/command-examples', { token })
    expect(examples.body.upload_url).toBe(`${server.apiUrl}/uploads`)
    expect(examples.body.upload_command).toBe(`curl -X POST "${server.apiUrl}/uploads?token=<token>" -T <local_file>`)
    expect(Object.keys(examples.body).sort()).toEqual(['upload_command', 'upload_command_form', 'upload_command_with_name', 'upload_progress_command', 'upload_tar_command', 'upload_url'])
  })

  it('stops pending processing: the upload ends FAILURE with "Process stopped"', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 150; i++) files[`s${i}/POSCAR`] = poscarOf('Cu', 3.5 + i / 1000)
    const created = await server.json('/uploads?file_name=many.zip', { method: 'POST', token, body: await zipOf(files) })
    const stopped = await server.json(`/uploads/${created.body.upload_id}/action/stop`, { method: 'POST', token })
    expect(stopped.status).toBe(200)
    expect(stopped.body.data).toMatchObject({ process_status: 'FAILURE', process_running: false, errors: ['Process stopped'], last_status_message: 'Process stopped' })
  })
})

describe('unpublished upload cap', () => {
  let server: UploadsServer
  beforeAll(async () => {
    server = await startUploadsServer()
  })
  afterAll(() => server?.stop())

  it('refuses the 11th unpublished upload with the spec text', async () => {
    const token = await server.token('reviewer', 'reviewer-password')
    for (let i = 0; i < 10; i++) expect((await server.api('/uploads', { method: 'POST', token })).status).toBe(200)
    expect(await server.json('/uploads', { method: 'POST', token })).toEqual({ status: 400, body: { detail: 'You have reached maximum number of unpublished uploads!' } })
  })
})

describe('a parser exception', () => {
  let server: UploadsServer
  beforeAll(async () => {
    server = await startUploadsServer()
  })
  afterAll(() => server?.stop())

  it('fails only its entry, with the exception in an ERROR log line, and the upload still succeeds', async () => {
    const token = await server.token('demo', 'demo-password')
    const broken = '<?xml version="1.0" encoding="ISO-8859-1"?>\n<modeling>\n <generator>\n  <i name="program" type="string">vasp </i>\n'
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL, 'broken/vasprun.xml': broken })
    expect(upload).toMatchObject({ process_status: 'SUCCESS', entries: 2, failed_entries: 1 })
    const listed = (await server.json(`/uploads/${upload.upload_id}/entries?order_by=mainfile`, { token })).body
    expect(listed).toMatchObject({ processing_successful: 1, processing_failed: 1 })
    const failed = listed.data.find((entry: { mainfile: string }) => entry.mainfile === 'broken/vasprun.xml')
    expect(failed).toMatchObject({ mainfile: 'broken/vasprun.xml', process_status: 'FAILURE', parser_name: 'parsers/vasp' })
    expect(failed.errors).toHaveLength(1)
    const store = await openRecordStore(server.dataDir)
    try {
      const archive = (await store.get('archives', failed.entry_id)) as { archive: { processing_logs: { level: string; event: string; exception?: string }[] } }
      const error = archive.archive.processing_logs.find((line) => line.level === 'ERROR')
      expect(error?.event).toBe('parsing failed')
      expect(error?.exception).toContain(failed.errors[0])
    } finally {
      await store.close()
    }
  })
})
