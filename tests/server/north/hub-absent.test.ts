import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/test-server.js'
import { startNorthServer, type NorthServer } from './support.js'

describe('remote tools without JupyterHub installed', () => {
  let server: NorthServer
  let token: string
  beforeAll(async () => {
    server = await startNorthServer({ northProgramDirs: [tempDir('strata-no-programs-')] })
    token = await server.token('demo')
  })
  afterAll(() => server?.stop())

  it('lists the configured tools and says plainly that the hub is off', async () => {
    const { status, body } = await server.json('/north/', { token })
    expect(status).toBe(200)
    expect(body.hub.available).toBe(false)
    expect(body.hub.message).toMatch(/The remote tools hub is off: JupyterHub is not installed on this server \(missing: jupyterhub/)
    expect(body.data.map((tool: { name: string }) => tool.name)).toEqual(['jupyter'])
    expect(body.data[0]).toMatchObject({ title: 'Jupyter Notebook', path_prefix: 'tree', with_path: true, file_extensions: ['ipynb'], state: 'stopped' })
    expect(body.data[0].command).toBeUndefined()
  })

  it('reports the tool stopped and refuses to launch it, naming the reason', async () => {
    const status = await server.json('/north/jupyter?upload_id=abc', { token })
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({ tool: 'jupyter', username: 'demo', upload_id_is_mounted: false, data: { state: 'stopped' } })
    const launch = await server.json('/north/jupyter', { method: 'POST', token })
    expect(launch.status).toBe(503)
    expect(launch.body.detail).toMatch(/JupyterHub is not installed/)
  })

  it('needs a login and a known tool', async () => {
    expect((await server.json('/north/jupyter')).status).toBe(401)
    expect((await server.json('/north/jupyter', { method: 'POST' })).status).toBe(401)
    const unknown = await server.json('/north/nosuchtool', { token })
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toBe('The tool nosuchtool does not exist.')
  })

  it('refuses tool windows without a Strata session', async () => {
    const response = await server.page('/prod/v1/develop/north/user/demo/jupyter/tree')
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('You must be logged in to use this tool.')
  })
})
