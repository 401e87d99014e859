/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * Transfer between deployments (spec 1 §3 to §5): two real Strata servers on this machine; a
 * published upload goes from one to the other with an app token of the target.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferStatusText } from '../../../src/app/pages/uploads/uploadStatus.js'
import { TRANSFER_CUT_OFF } from '../../../src/server/uploads/transfer-send.js'
import { CIF_NACL, createProcessedUpload, openRecordStore, poscarOf, startUploadsServer, tempDir, zipOf, type UploadsServer } from './support.js'

const FILES = { 'a/NaCl.cif': CIF_NACL, 'b/POSCAR': poscarOf('Cu', 3.6), 'README.md': '# Transferred\n\nNotes on the upload.\n' }

describe('transfer between two deployments', () => {
  let source: UploadsServer
  let target: UploadsServer
  let sourceToken: string
  let targetToken: string
  let targetAppToken: string
  beforeAll(async () => {
    ;[source, target] = await Promise.all([startUploadsServer(), startUploadsServer()])
    sourceToken = await source.token('demo', 'demo-password')
    targetToken = await target.token('demo', 'demo-password')
    targetAppToken = (await target.json('/auth/app_token?expires_in=3600', { token: targetToken })).body.app_token
  })
  afterAll(async () => {
    await Promise.all([source?.stop(), target?.stop()])
  })

  /** The API root as users type it in the Transfer dialog: ending in /api. */
  const apiRootOf = (server: UploadsServer) => server.apiUrl.replace(/\/v1$/, '')
  const transfer = (uploadId: string, body: Record<string, unknown>, token = sourceToken) =>
    source.json(`/uploads/${uploadId}/action/transfer`, { method: 'POST', token, body: JSON.stringify(body) })
  const transferred = async (uploadId: string, body: Record<string, unknown>) => {
    const started = await transfer(uploadId, body)
    expect(started.status).toBe(200)
    expect(started.body.data).toMatchObject({ current_process: '_publish_externally', process_running: true })
    return source.waitProcessed(uploadId, sourceToken)
  }
  const entriesOn = async (server: UploadsServer, uploadId: string, token?: string) => {
    const body = { owner: 'visible', query: { upload_id: uploadId }, pagination: { page_size: 100, order_by: 'mainfile' }, required: { include: ['entry_id', 'mainfile', 'comment', 'references', 'upload_name', 'with_embargo', 'results.material.elements'] } }
    const found = await server.json('/entries/query', { method: 'POST', token, body: JSON.stringify(body) })
    expect(found.status).toBe(200)
    return found.body.data as Record<string, any>[]
  }
  const publishedUpload = async (name: string, embargoLength: number) => {
    const upload = await createProcessedUpload(source, sourceToken, FILES, name)
    const id = upload.upload_id as string
    const edited = await source.json(`/uploads/${id}/edit`, { method: 'POST', token: sourceToken, body: JSON.stringify({ metadata: { comment: 'measured twice', references: ['https://example.org/paper'] } }) })
    expect(edited.status).toBe(200)
    const published = await source.json(`/uploads/${id}/action/publish?embargo_length=${embargoLength}`, { method: 'POST', token: sourceToken })
    expect(published.status).toBe(200)
    return source.waitProcessed(id, sourceToken)
  }

  it('moves a published, embargoed upload with its files, entries, metadata and embargo; the source shows the success text', async () => {
    const upload = await publishedUpload('to transfer', 12)
    const id = upload.upload_id as string
    expect(upload).toMatchObject({ published: true, with_embargo: true, embargo_length: 12 })

    const after = await transferred(id, { target_deployment_url: `${apiRootOf(target)}/`, auth_token: targetAppToken, embargo_length: 12 })
    expect(after).toMatchObject({ current_process: '_publish_externally', process_status: 'SUCCESS', errors: [] })
    expect(transferStatusText(after as any)).toBe('Last external publication succeded')
    // The source keeps its upload as it was.
    expect(after).toMatchObject({ published: true, with_embargo: true, publish_time: upload.publish_time })

    const targetUserId = (await target.json('/users/me', { token: targetToken })).body.user_id
    const arrived = (await target.json(`/uploads/${id}`, { token: targetToken })).body.data
    expect(arrived).toMatchObject({
      upload_id: id,
      upload_name: 'to transfer',
      upload_create_time: upload.upload_create_time,
      main_author: targetUserId,
      published: true,
      with_embargo: true,
      embargo_length: 12,
      publish_time: upload.publish_time,
      entries: 2,
      process_running: false,
    })
    for (const [path, content] of Object.entries(FILES)) {
      const file = await target.api(`/uploads/${id}/raw/${path}`, { token: targetToken })
      expect(file.status).toBe(200)
      expect(await file.text()).toBe(content)
    }

    const before = await entriesOn(source, id, sourceToken)
    const onTarget = await entriesOn(target, id, targetToken)
    expect(onTarget).toHaveLength(2)
    expect(onTarget).toEqual(before)
    expect(onTarget[0]).toMatchObject({ mainfile: 'a/NaCl.cif', comment: 'measured twice', references: ['https://example.org/paper'], with_embargo: true })
    expect(onTarget[0].results.material.elements).toEqual(['Cl', 'Na'])

    // The embargo holds on the target: strangers neither find the entries nor read the files.
    expect(await entriesOn(target, id)).toEqual([])
    expect((await target.api(`/uploads/${id}/raw/a/NaCl.cif`)).status).not.toBe(200)

    // A second transfer of the same upload is refused by the target, and the source says so.
    const again = await transferred(id, { target_deployment_url: apiRootOf(target), auth_token: targetAppToken })
    expect(again).toMatchObject({ current_process: '_publish_externally', process_status: 'FAILURE' })
    expect(again.errors.join(' ')).toContain(`An upload with the id ${id} exists already on this deployment`)
    expect(transferStatusText(again as any)).toBe('Last transfer failed')
    expect((await target.json(`/uploads/${id}`, { token: targetToken })).body.data.entries).toBe(2)
  })

  it('a public upload stays public, and the embargo_length of the request is the one the target applies', async () => {
    const open = await publishedUpload('open upload', 0)
    const id = open.upload_id as string
    expect((await transferred(id, { target_deployment_url: apiRootOf(target), auth_token: targetAppToken })).process_status).toBe('SUCCESS')
    expect((await target.json(`/uploads/${id}`)).body.data).toMatchObject({ published: true, with_embargo: false, embargo_length: 0 })
    expect((await entriesOn(target, id)).map((entry) => entry.mainfile)).toEqual(['a/NaCl.cif', 'b/POSCAR'])

    const other = await publishedUpload('embargoed on arrival', 0)
    expect((await transferred(other.upload_id, { target_deployment_url: apiRootOf(target), auth_token: targetAppToken, embargo_length: 6 })).process_status).toBe('SUCCESS')
    expect((await target.json(`/uploads/${other.upload_id}`, { token: targetToken })).body.data).toMatchObject({ with_embargo: true, embargo_length: 6 })
  })

  it('a token the target does not accept, or a target that does not answer, ends in FAILURE with the reason; the target gets nothing', async () => {
    const upload = await publishedUpload('refused', 0)
    const id = upload.upload_id as string
    const badToken = await transferred(id, { target_deployment_url: apiRootOf(target), auth_token: 'not-a-token-of-the-target', embargo_length: 0 })
    expect(badToken).toMatchObject({ process_status: 'FAILURE', published: true })
    expect(badToken.errors.join(' ')).toContain('The target deployment refused the upload (401)')
    expect(transferStatusText(badToken as any)).toBe('Last transfer failed')

    // A token of the source deployment (same user name, same software) is not a token of the target.
    const sourceAppToken = (await source.json('/auth/app_token?expires_in=3600', { token: sourceToken })).body.app_token
    const foreignToken = await transferred(id, { target_deployment_url: apiRootOf(target), auth_token: sourceAppToken })
    expect(foreignToken.errors.join(' ')).toContain('The target deployment refused the upload (401)')

    const noToken = await transferred(id, { target_deployment_url: apiRootOf(target) })
    expect(noToken.errors.join(' ')).toContain('(401)')

    const closed = await transferred(id, { target_deployment_url: 'http://127.0.0.1:1/api', auth_token: targetAppToken })
    expect(closed.process_status).toBe('FAILURE')
    expect(closed.errors.join(' ')).toContain('could not be reached')
    expect((await target.api(`/uploads/${id}`, { token: targetToken })).status).toBe(404)
  })

  it('checks the request as spec 1 §5 says: the URL rules answer 422 naming the rule; only the main author of a published upload may transfer', async () => {
    const staged = await createProcessedUpload(source, sourceToken, { 'NaCl.cif': CIF_NACL }, 'staged')
    const body = { target_deployment_url: apiRootOf(target), auth_token: targetAppToken, embargo_length: 0 }
    expect(await transfer(staged.upload_id, body)).toEqual({ status: 400, body: { detail: 'Only published uploads can be transferred.' } })
    await source.json(`/uploads/${staged.upload_id}/action/publish`, { method: 'POST', token: sourceToken })
    await source.waitProcessed(staged.upload_id, sourceToken)

    const refusal = async (url: string) => {
      const answer = await transfer(staged.upload_id, { ...body, target_deployment_url: url })
      expect(answer.status).toBe(422)
      expect(answer.body.detail[0].loc).toEqual(['body', 'target_deployment_url'])
      return answer.body.detail[0].msg
    }
    expect(await refusal('Bearer eyJhbGciOi')).toBe('Enter the URL of the target deployment, not a Bearer token.')
    expect(await refusal('not a url')).toBe('Enter a valid URL.')
    expect(await refusal('ftp://example.org/api')).toBe('The URL must start with http:// or https://.')
    expect(await refusal(`${apiRootOf(target)}/v1`)).toBe('The URL must end with /api.')
    expect((await source.json(`/uploads/${staged.upload_id}`, { token: sourceToken })).body.data.current_process).not.toBe('_publish_externally')

    expect((await transfer(staged.upload_id, body, await source.token('reviewer', 'reviewer-password'))).status).toBe(403)
    expect((await source.api(`/uploads/${staged.upload_id}/action/transfer`, { method: 'POST', body: JSON.stringify(body) })).status).toBe(401)
  })

  it('a transfer cut off by a restart of the source ends FAILURE with the reason, and the upload is not processed again', async () => {
    const dataDir = tempDir('strata-transfer-restart-')
    const first = await startUploadsServer({ dataDir })
    const token = await first.token('demo', 'demo-password')
    const upload = await createProcessedUpload(first, token, { 'NaCl.cif': CIF_NACL }, 'cut off')
    await first.json(`/uploads/${upload.upload_id}/action/publish`, { method: 'POST', token })
    const published = await first.waitProcessed(upload.upload_id, token)
    await first.close()
    // As a kill in the middle of sending leaves it: the transfer process still running.
    const store = await openRecordStore(dataDir)
    await store.put('uploads', upload.upload_id, { ...(await store.get('uploads', upload.upload_id)), current_process: '_publish_externally', process_status: 'RUNNING', process_running: true })
    await store.close()

    const again = await startUploadsServer({ dataDir })
    try {
      const after = await again.waitProcessed(upload.upload_id, await again.token('demo', 'demo-password'))
      expect(after).toMatchObject({ current_process: '_publish_externally', process_status: 'FAILURE', errors: [TRANSFER_CUT_OFF], published: true, entries: 1, complete_time: expect.any(String) })
      expect(after.publish_time).toBe(published.publish_time)
      expect(transferStatusText(after as any)).toBe('Last transfer failed')
    } finally {
      await again.stop()
    }
  })

  it('the import route refuses what is not a bundle, naming the problem', async () => {
    const notZip = await target.json('/uploads/bundle', { method: 'POST', token: targetToken, body: 'plain text' })
    expect(notZip.status).toBe(400)
    expect(notZip.body.detail).toMatch(/bundle/)
    expect((await target.api('/uploads/bundle', { method: 'POST', body: 'x' })).status).toBe(401)

    const post = async (files: Record<string, string>) => target.json('/uploads/bundle', { method: 'POST', token: targetToken, body: await zipOf(files) })
    expect(await post({ 'raw/NaCl.cif': CIF_NACL })).toEqual({ status: 400, body: { detail: 'The bundle has no bundle_info.json.' } })
    expect(await post({ 'bundle_info.json': '{', 'raw/NaCl.cif': CIF_NACL })).toEqual({ status: 400, body: { detail: 'bundle_info.json is not valid JSON.' } })
    const info = (uploadId: string) => JSON.stringify({ source_deployment_url: 'http://elsewhere/api', upload: { upload_id: uploadId, upload_name: 'x', upload_create_time: '2026-01-01T00:00:00.000Z', publish_time: null, embargo_length: 0, license: 'CC BY 4.0' }, entries: [] })
    expect((await post({ 'bundle_info.json': info('../escape'), 'raw/NaCl.cif': CIF_NACL })).body.detail).toBe('bundle_info.json: upload.upload_id "../escape" is not a valid upload id.')
    expect((await post({ 'bundle_info.json': JSON.stringify({ upload: {} }) })).body.detail).toMatch(/^bundle_info.json: source_deployment_url: /)
    // Files without any entry give nothing to publish: refused, and no upload is left behind.
    const empty = await post({ 'bundle_info.json': info('imported-empty'), 'raw/notes.txt': 'no entry here' })
    expect(empty.status).toBe(400)
    expect(empty.body.detail).toMatch(/gave no processed entry here/)
    expect((await target.api('/uploads/imported-empty', { token: targetToken })).status).toBe(404)
    // A well-formed bundle is imported, published, owned by the token's user.
    const imported = await post({ 'bundle_info.json': info('imported-by-hand'), 'raw/NaCl.cif': CIF_NACL })
    expect(imported.status).toBe(201)
    expect(imported.body.data).toMatchObject({ upload_id: 'imported-by-hand', published: true, entries: 1 })
  })
})
