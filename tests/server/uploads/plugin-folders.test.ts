/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * The example plugin folder of the plugin author guide (docs/examples/deployment/plugins/perovskites) on a real
 * server: GET info lists it, its example upload becomes a user's upload, its schema is published and usable.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../support/test-server.js'
import { startUploadsServer, type UploadsServer } from './support.js'

const EXAMPLE_DEPLOYMENT = join(ROOT, 'docs', 'examples', 'deployment')
const EXAMPLE_PATH = 'plugins/perovskites/examples/srtio3'

let server: UploadsServer
let token: string
let info: any

beforeAll(async () => {
  server = await startUploadsServer({ configDirs: [EXAMPLE_DEPLOYMENT] })
  token = await server.token('demo', 'demo-password')
  info = (await server.json('/info')).body
}, 120000)

afterAll(async () => {
  await server?.stop()
})

const pointsOf = (type: string) => info.plugin_entry_points.filter((point: any) => point.entry_point_type === type)

describe('a plugin folder on a running server', () => {
  it('lists the package and what it brings in GET info, without the app bodies', () => {
    expect(info.plugin_packages).toContainEqual(expect.objectContaining({ name: 'strata-perovskites', version: '0.1.0' }))
    const app = pointsOf('app').find((point: any) => point.id === 'strata-perovskites.apps:perovskites')
    expect(app).toMatchObject({ name: 'Perovskites', plugin_package: 'strata-perovskites' })
    expect(app.app).toBeUndefined()
    expect(pointsOf('north_tool').map((point: any) => point.name)).toContain('Perovskite notebook')
    expect(pointsOf('example_upload')).toEqual([expect.objectContaining({ title: 'Strontium titanate', category: 'Perovskites', local_path: EXAMPLE_PATH })])
  })

  it('creates a processed upload of the user from an example upload', async () => {
    const created = await server.json(`/uploads?local_path=${encodeURIComponent(EXAMPLE_PATH)}&upload_name=Strontium%20titanate`, { method: 'POST', token })
    expect(created.status).toBe(200)
    const upload = await server.waitProcessed(created.body.upload_id, token)
    expect(upload).toMatchObject({ upload_name: 'Strontium titanate', published: false, process_status: 'SUCCESS', entries: 1 })
    const entries = await server.json(`/uploads/${created.body.upload_id}/entries`, { token })
    expect(entries.body.data.map((entry: any) => entry.mainfile)).toEqual(['SrTiO3-cubic.cif'])
  })

  it('refuses a local_path that is not an example upload of the deployment, and keeps no upload', async () => {
    const before = (await server.json('/uploads', { token })).body.pagination.total
    for (const localPath of ['/etc', 'plugins/perovskites', `${EXAMPLE_PATH}/../../..`]) {
      const refused = await server.json(`/uploads?local_path=${encodeURIComponent(localPath)}`, { method: 'POST', token })
      expect(refused.status).toBe(400)
      expect(refused.body.detail).toBe(`Unknown example upload '${localPath}': local_path must be the local_path of one of this deployment's example uploads.`)
    }
    expect((await server.json('/uploads', { token })).body.pagination.total).toBe(before)
  })

  it('publishes the plugin schema, so that an entry in any upload can use it', async () => {
    const [schemaPoint] = pointsOf('schema_package')
    expect(schemaPoint).toMatchObject({ name: 'perovskite-film.archive.yaml', mainfile: 'schemas/perovskite-film.archive.yaml' })
    const schemaUpload = await server.waitProcessed(schemaPoint.upload_id, token)
    expect(schemaUpload).toMatchObject({ upload_name: 'Perovskites schemas', published: true })

    const created = await server.json('/uploads?upload_name=films', { method: 'POST', token })
    const uploadId = created.body.upload_id
    await server.waitProcessed(uploadId, token)
    const archive = {
      data: {
        m_def: `../uploads/${schemaPoint.upload_id}/raw/schemas/perovskite-film.archive.yaml#/definitions/section_definitions/0`,
        name: 'SRO on STO',
        substrate: 'SrTiO3 (001)',
      },
    }
    const put = await server.json(`/uploads/${uploadId}/raw/?file_name=film.archive.json&wait_for_processing=true`, { method: 'PUT', token, body: JSON.stringify(archive) })
    expect(put.status).toBe(200)
    await server.waitProcessed(uploadId, token)
    const entries = await server.json(`/uploads/${uploadId}/entries`, { token })
    expect(entries.body.data).toHaveLength(1)
    expect(entries.body.data[0]).toMatchObject({ process_status: 'SUCCESS', entry_metadata: expect.objectContaining({ entry_type: 'PerovskiteFilm' }) })
  })
})
