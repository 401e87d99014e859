import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL } from '../uploads/support.js'
import { missingPrograms, northCookie, startNorthServer, type NorthServer } from './support.js'

const TOOL = '/prod/v1/develop/north/user/demo/jupyter'

/** Polls GET north/jupyter until the server reports `state`. */
async function waitFor(server: NorthServer, token: string, state: string, query = ''): Promise<Record<string, unknown>> {
  for (let i = 0; i < 300; i++) {
    const { body } = await server.json(`/north/jupyter${query}`, { token })
    if (body.data.state === state) return body
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`jupyter never became ${state}`)
}

if (missingPrograms.length > 0) console.warn(`Skipping the JupyterHub server tests: missing ${missingPrograms.join(', ')}.`)

describe.skipIf(missingPrograms.length > 0)('remote tools on the managed JupyterHub', () => {
  let server: NorthServer
  let demo: string
  let reviewer: string
  let uploadId: string
  beforeAll(async () => {
    server = await startNorthServer()
    demo = await server.token('demo')
    reviewer = await server.token('reviewer')
    uploadId = await server.upload(demo, { 'data/notes.txt': 'measured on Tuesday\n', 'data/nacl.cif': CIF_NACL })
  }, 120_000)
  afterAll(() => server?.stop(), 60_000)

  it('launches one server per user and tool, with the upload mounted writable for its author', async () => {
    const launched = await server.json(`/north/jupyter?upload_id=${uploadId}`, { method: 'POST', token: demo })
    expect(launched.status).toBe(200)
    expect(launched.body).toMatchObject({ tool: 'jupyter', username: 'demo', upload_mount_dir: `uploads/${uploadId}`, upload_id_is_mounted: true })
    expect(['starting', 'running']).toContain(launched.body.data.state)
    const running = await waitFor(server, demo, 'running', `?upload_id=${uploadId}`)
    expect(running.upload_id_is_mounted).toBe(true)

    const again = await server.json(`/north/jupyter?upload_id=${uploadId}`, { method: 'POST', token: demo })
    expect(again.body.data.state).toBe('running')
    const other = await server.json('/north/jupyter?upload_id=another', { token: demo })
    expect(other.body).toMatchObject({ upload_id_is_mounted: false, data: { state: 'running' } })
    const listed = await server.json('/north/', { token: demo })
    expect(listed.body.data.find((tool: { name: string }) => tool.name === 'jupyter').state).toBe('running')
    expect((await server.json('/north/', { token: reviewer })).body.data[0].state).toBe('stopped')

    const cookie = northCookie(launched.headers)
    const listing = await server.page(`${TOOL}/api/contents/uploads/${uploadId}/data`, { cookie })
    expect(listing.status).toBe(200)
    expect(((await listing.json()) as { content: { name: string }[] }).content.map((item) => item.name)).toEqual(['nacl.cif', 'notes.txt'])

    const written = await server.page(`${TOOL}/api/contents/uploads/${uploadId}/data/result.txt`, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', format: 'text', content: 'written by the tool\n' }),
    })
    expect(written.status).toBe(201)
    const rawdir = await server.json(`/uploads/${uploadId}/rawdir/data`, { token: demo })
    expect(rawdir.body.directory_metadata.content.map((item: { name: string }) => item.name).sort()).toEqual(['nacl.cif', 'notes.txt', 'result.txt'])
  }, 120_000)

  it("refuses another user's and anonymous requests to a tool window", async () => {
    const reviewerCookie = northCookie((await server.json('/north/jupyter', { token: reviewer })).headers)
    const refused = await server.page(`${TOOL}/tree`, { cookie: reviewerCookie })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('This tool belongs to another user.')
    const api = await server.page(`${TOOL}/api/contents`, { cookie: reviewerCookie })
    expect(api.status).toBe(403)
    expect((await server.page(`${TOOL}/tree`)).status).toBe(401)
    expect((await server.page(`${TOOL}/tree`, { cookie: 'strata_north=forged' })).status).toBe(401)
    expect((await server.page('/prod/v1/develop/north/hub/admin', { cookie: reviewerCookie })).status).toBe(404)
  })

  it("refuses to launch a tool on another user's unpublished upload, and starts nothing", async () => {
    const refused = await server.json(`/north/jupyter?upload_id=${uploadId}`, { method: 'POST', token: reviewer })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect((await server.json('/north/jupyter', { token: reviewer })).body.data.state).toBe('stopped')
  })

  it('stops the server', async () => {
    const stopped = await server.json('/north/jupyter', { method: 'DELETE', token: demo })
    expect(stopped.status).toBe(200)
    expect(['stopping', 'stopped']).toContain(stopped.body.data.state)
    await waitFor(server, demo, 'stopped')
  }, 60_000)

  it('mounts a published upload read-only', async () => {
    const published = await server.json(`/uploads/${uploadId}/action/publish?embargo_length=0`, { method: 'POST', token: demo })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    for (let i = 0; i < 100 && (await server.json(`/uploads/${uploadId}`, { token: demo })).body.data.process_running; i++) await new Promise((resolve) => setTimeout(resolve, 100))

    const launched = await server.json(`/north/jupyter?upload_id=${uploadId}`, { method: 'POST', token: demo })
    expect(launched.status).toBe(200)
    await waitFor(server, demo, 'running')
    const cookie = northCookie(launched.headers)
    const readable = await server.page(`${TOOL}/api/contents/uploads/${uploadId}/data/notes.txt`, { cookie })
    expect(((await readable.json()) as { content: string }).content).toBe('measured on Tuesday\n')
    const refused = await server.page(`${TOOL}/api/contents/uploads/${uploadId}/data/late.txt`, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', format: 'text', content: 'too late\n' }),
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    const rawdir = await server.json(`/uploads/${uploadId}/rawdir/data`, { token: demo })
    expect(rawdir.body.directory_metadata.content.map((item: { name: string }) => item.name).sort()).toEqual(['nacl.cif', 'notes.txt', 'result.txt'])
    await server.json('/north/jupyter', { method: 'DELETE', token: demo })
  }, 120_000)
})
