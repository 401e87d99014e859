import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AheadSettings } from '../../src/engine/api/sentAhead.js'
import { configuredOverviewRequired } from '../../src/engine/config/overviewRequired.js'
import { resolveApps } from '../../src/engine/config/resolve-apps.js'
import { startupConfigSchema, type StartupConfig } from '../../src/engine/config/startup.js'
import { firstAnonymousSearch } from '../../src/engine/query/searchRequest.js'
import { startupSchemaFingerprint } from '../../src/server/http/startup-fingerprint.js'
import { openDataStores } from '../../src/server/store/data-stores.js'
import { removeDir, ROOT, startInProcess, tempDir } from './support/test-server.js'

type Started = Awaited<ReturnType<typeof startInProcess>>

/** What the example folders hold, read independently of the server's loader. */
function exampleFacts() {
  const examplesDir = join(ROOT, 'examples')
  const folders = readdirSync(examplesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  // Every file a parser claims is an entry: archive files and the CIF/POSCAR structures.
  const archives = folders.flatMap((folder) =>
    readdirSync(join(examplesDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.archive\.(json|ya?ml)$|\.cif$|\.POSCAR$/.test(name))
      .map((name) => ({ folder, mainfile: name.split('\\').join('/'), text: readFileSync(join(examplesDir, folder, name), 'utf8') })),
  )
  const simulations = archives.filter((a) => a.mainfile.endsWith('.json') && JSON.parse(a.text).results?.method?.simulation)
  return { folders, archives, simulations }
}

let server: Started

beforeAll(async () => {
  server = await startInProcess()
})

afterAll(async () => {
  await server?.close()
  if (server) removeDir(server.dataDir)
})

const api = (path: string, init?: RequestInit) => fetch(`${server.url}/prod/v1/develop/api/v1${path}`, init)

describe('Strata server', () => {
  it('redirects /, the app base and the bare GUI path to the GUI', async () => {
    for (const path of ['/', '/prod/v1/develop', '/prod/v1/develop/', '/prod/v1/develop/gui']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe('/prod/v1/develop/gui/')
    }
  })

  it('reports statistics of the example data in GET info', async () => {
    const response = await api('/info')
    expect(response.status).toBe(200)
    const info = await response.json()
    const { archives, simulations } = exampleFacts()
    expect(info.statistics.n_entries).toBe(archives.length)
    expect(info.statistics.n_calculations).toBe(simulations.length)
    expect(info.statistics.n_materials).toBeGreaterThanOrEqual(1)
    expect(info.statistics.n_quantities).toBeGreaterThan(info.statistics.n_entries)
    expect(info).toMatchObject({ name: 'Strata', deployment_url: `${server.url}/prod/v1/develop/api/v1`, parsers: ['parsers/archive', 'parsers/vasp', 'parsers/cif', 'parsers/poscar', 'parsers/xyz'] })
  })

  it("answers GET info with the fields NOMAD's About page reads: plugin entry points by type and the search quantities", async () => {
    const info = await (await api('/info')).json()
    const types = new Set(info.plugin_entry_points.map((point: { entry_point_type: string }) => point.entry_point_type))
    expect(types).toEqual(new Set(['parser', 'app']))
    expect(info.plugin_entry_points).toContainEqual({ id: 'parsers/cif', entry_point_type: 'parser', name: 'parsers/cif' })
    expect(info.plugin_entry_points.every((point: { id: string; name: string }) => point.id && point.name)).toBe(true)
    expect(info.search_quantities['results.material.elements']).toMatchObject({ name: 'elements', many: true })
    expect(info.search_quantities['entry_id']).toMatchObject({ name: 'entry_id', many: false })
  })

  it('stores one published upload of the demo account per example folder, with its files and entries', async () => {
    const { folders, archives } = exampleFacts()
    await server.close()
    const stores = await openDataStores(server.dataDir)
    try {
      const uploads = await stores.records.list<{ upload_id: string; upload_name: string; published: boolean; embargo_length: number; main_author: string; entries: number }>('uploads')
      expect(uploads).toHaveLength(folders.length)
      const demo = (await stores.records.list<{ user_id: string; username: string }>('users')).find((user) => user.username === 'demo')
      for (const upload of uploads) {
        expect(upload).toMatchObject({ published: true, embargo_length: 0, main_author: demo?.user_id })
        expect((await stores.files.list(upload.upload_id)).map((file) => file.path)).toContain('README.md')
      }
      for (const { mainfile } of archives) {
        let owner = uploads[0]
        for (const upload of uploads) if (await stores.files.exists(upload.upload_id, mainfile)) owner = upload
        // spec 1 §9: the entry id is the URL-safe SHA-512 of upload id and mainfile, 28 characters.
        const entryId = createHash('sha512').update(owner.upload_id).update(mainfile).digest('base64url').slice(0, 28)
        expect(await stores.records.get('entries', entryId), mainfile).toMatchObject({ entry_id: entryId, upload_id: owner.upload_id, mainfile })
        expect((await stores.search.get(entryId))?.doc, mainfile).toMatchObject({ mainfile, published: true })
      }
      expect(await stores.files.exists(uploads[0].upload_id, 'README.md')).toBe(true)
    } finally {
      await stores.close()
    }
    server = await startInProcess({ dataDir: server.dataDir })
  })

  it('serves OpenAPI 3.1 listing the routes of the API', async () => {
    const response = await api('/openapi.json')
    expect(response.status).toBe(200)
    const doc = await response.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/info', '/users/me', '/auth/app_token']))
    expect(doc.paths['/info'].get.responses['200'].content['application/json'].schema.properties.statistics.required).toEqual(
      expect.arrayContaining(['n_entries', 'n_calculations', 'n_quantities', 'n_materials']),
    )
  })

  it('serves env.js as JavaScript setting window.strataEnv from the validated startup config', async () => {
    const response = await fetch(`${server.url}/prod/v1/develop/gui/env.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    const window: { strataEnv?: Record<string, unknown> } = {}
    runInNewContext(await response.text(), { window })
    expect(window.strataEnv).toMatchObject({
      appBase: `${server.url}/prod/v1/develop`,
      keycloakBase: `${server.url}/prod/v1/develop/auth/`,
      keycloakRealm: 'strata',
      keycloakClientId: 'strata_gui',
      oidcAuthority: `${server.url}/prod/v1/develop/auth/realms/strata`,
      appTokenMaxExpiresIn: expect.any(Number),
      ui: expect.any(Object),
    })
  })

  it('says in env.js which schema validated the config, so that a GUI built with it need not validate it again', async () => {
    const window: { strataEnv?: unknown; strataEnvChecked?: unknown } = {}
    runInNewContext(await (await fetch(`${server.url}/prod/v1/develop/gui/env.js`)).text(), { window })
    expect(window.strataEnvChecked).toBe(startupSchemaFingerprint())
    // What the GUI then takes as it is, is what validating it would give.
    expect(startupConfigSchema.parse(window.strataEnv)).toEqual(window.strataEnv)
  })

  it("tells the GUI's first script in env.js the API base and the entry overview's required union of the served cards", async () => {
    const window: { strataEnv?: StartupConfig; strataAhead?: Record<string, unknown> } = {}
    runInNewContext(await (await fetch(`${server.url}/prod/v1/develop/gui/env.js`)).text(), { window })
    const cards = startupConfigSchema.parse(window.strataEnv).ui.entry?.cards
    expect(cards && Object.keys(cards.options ?? {}).length).toBeGreaterThan(0)
    // The same request the GUI's overview makes with the cards it was given.
    expect(window.strataAhead).toMatchObject({ apiBase: `${server.url}/prod/v1/develop/api/v1`, entryOverviewRequired: configuredOverviewRequired(cards) })
    expect(window.strataAhead?.entryOverviewRequired).toMatchObject({ results: { material: '*' } })
  })

  it("names in env.js the first search of each app page that locks no filter, for the GUI's first script to send", async () => {
    const window: { strataEnv?: StartupConfig; strataAhead?: AheadSettings } = {}
    runInNewContext(await (await fetch(`${server.url}/prod/v1/develop/gui/env.js`)).text(), { window })
    const apps = resolveApps(window.strataEnv!.ui, window.strataEnv!.plugins)
    const searches = window.strataAhead?.firstSearches ?? {}
    expect(searches.entries).toEqual({ path: 'entries/query', body: expect.objectContaining({ owner: 'public', query: {} }) })
    for (const app of apps) expect(searches[app.path], app.path).toEqual(firstAnonymousSearch(app))
    // The first search the server answers for it is the entries an anonymous visitor sees.
    const answer = await fetch(`${server.url}/prod/v1/develop/api/v1/${searches.entries.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(searches.entries.body),
    })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { pagination: { page_size: number } }).pagination.page_size).toBe(20)
  })

  it('sends env.js gzipped to a browser that accepts gzip, the same script otherwise', async () => {
    const gzipped = await fetch(`${server.url}/prod/v1/develop/gui/env.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    const plain = await fetch(`${server.url}/prod/v1/develop/gui/env.js`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await gzipped.text()).toBe(await plain.text())
  })

  it('answers unknown API paths with 404 {detail}', async () => {
    for (const path of ['/no-such-thing', '/uploads/x/y/z']) {
      const response = await api(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not Found' })
    }
    expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404)
  })

  it('answers malformed and invalid request bodies with 422 and a {loc, msg} detail list', async () => {
    const invalid = await api('/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": "demo"}' })
    expect(invalid.status).toBe(422)
    const { detail } = await invalid.json()
    expect(detail).toEqual([expect.objectContaining({ loc: ['body', 'password'], msg: expect.any(String) })])

    const token = (await (await api('/auth/token?username=demo&password=demo-password')).json()).access_token
    const malformed = await api('/users/invite', { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"email": ' })
    expect(malformed.status).toBe(422)
    expect((await malformed.json()).detail[0]).toMatchObject({ loc: ['body'], msg: expect.stringContaining('JSON') })

    expect((await api('/info')).status).toBe(200)
  })

  it('answers a forged token with 401 {detail} and keeps serving', async () => {
    const response = await api('/users/me', { headers: { authorization: 'Bearer not.a.token' } })
    expect(response.status).toBe(401)
    expect(typeof (await response.json()).detail).toBe('string')
    expect((await api('/info')).status).toBe(200)
  })

  it('keeps its data across a restart and does not load the examples again', async () => {
    const before = (await (await api('/info')).json()).statistics
    await server.close()
    const stores = await openDataStores(server.dataDir)
    const [removed] = await stores.records.list<{ upload_id: string }>('uploads', { limit: 1 })
    await stores.records.delete('uploads', removed.upload_id)
    await stores.close()

    server = await startInProcess({ dataDir: server.dataDir })
    expect((await (await api('/info')).json()).statistics).toEqual(before)
    await server.close()
    const reopened = await openDataStores(server.dataDir)
    expect(await reopened.records.get('uploads', removed.upload_id)).toBeUndefined()
    expect(await reopened.records.count('uploads')).toBe(exampleFacts().folders.length - 1)
    await reopened.close()
    server = await startInProcess({ dataDir: server.dataDir })
  })
})

describe('GUI files', () => {
  let gui: Started | undefined
  let guiDir: string

  beforeAll(async () => {
    guiDir = tempDir('strata-gui-')
    mkdirSync(join(guiDir, 'assets'))
    writeFileSync(join(guiDir, 'index.html'), '<!doctype html><title>Strata</title><script src="./env.js"></script>')
    writeFileSync(join(guiDir, 'assets', 'index-3f2a1b.js'), 'console.log("gui")')
    writeFileSync(join(guiDir, 'assets', 'index-3f2a1b.js.gz'), gzipSync('console.log("gui")'))
    writeFileSync(join(guiDir, 'favicon.svg'), '<svg/>')
    gui = await startInProcess({ guiDir })
  })

  afterAll(async () => {
    await gui?.close()
    if (gui) removeDir(gui.dataDir)
    removeDir(guiDir)
  })

  const get = (path: string) => fetch(`${gui!.url}/prod/v1/develop/gui/${path}`)

  it('serves index.html for the GUI root and, as a single-page app, for every GUI route', async () => {
    for (const path of ['', 'search/entries', 'user/uploads/upload/id/abc']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(await response.text()).toContain('<title>Strata</title>')
    }
  })

  it('serves index.html for GUI routes whose last segment has a dot (a reload of a deep link)', async () => {
    const paths = [
      'analyze/metainfo/nomad.datamodel.datamodel.EntryArchive',
      'user/uploads/upload/id/abc/entry/id/def/files/cif/SARSUC.cif',
      'search/entries/entry/id/xyz/files/vasp/vasprun.xml.gz',
    ]
    for (const path of paths) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('<title>Strata</title>')
    }
    const page = await fetch(`${gui!.url}/prod/v1/develop/gui/README.md`, { headers: { accept: 'text/html,*/*' } })
    expect(page.status).toBe(200)
    expect((await get('robots.txt')).status).toBe(404)
  })

  it('serves hashed assets with a long cache and other files without', async () => {
    const asset = await get('assets/index-3f2a1b.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(await asset.text()).toBe('console.log("gui")')
    const icon = await get('favicon.svg')
    expect(icon.headers.get('content-type')).toMatch(/svg/)
    expect(icon.headers.get('cache-control')).toBe('no-cache')
    expect((await get('assets/missing-123.js')).status).toBe(404)
  })

  it('sends the gzipped copy the build wrote to a browser that accepts gzip, and the file itself otherwise', async () => {
    const gzipped = await fetch(`${gui!.url}/prod/v1/develop/gui/assets/index-3f2a1b.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await gzipped.text()).toBe('console.log("gui")')
    for (const encoding of ['identity', 'gzip;q=0, br']) {
      const plain = await fetch(`${gui!.url}/prod/v1/develop/gui/assets/index-3f2a1b.js`, { headers: { 'accept-encoding': encoding } })
      expect(plain.headers.get('content-encoding'), encoding).toBeNull()
      expect(await plain.text()).toBe('console.log("gui")')
    }
    const withoutCopy = await fetch(`${gui!.url}/prod/v1/develop/gui/favicon.svg`, { headers: { 'accept-encoding': 'gzip' } })
    expect(withoutCopy.headers.get('content-encoding')).toBeNull()
    expect(await withoutCopy.text()).toBe('<svg/>')
  })

  it('does not serve files outside the GUI folder', async () => {
    const status = await new Promise<number>((resolveStatus, reject) => {
      const req = httpRequest(`${gui!.url}/prod/v1/develop/gui/..%2f..%2f..%2fpackage.json`, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => (body.includes('"devDependencies"') ? reject(new Error('served package.json')) : resolveStatus(res.statusCode ?? 0)))
      })
      req.on('error', reject)
      req.end()
    })
    expect([200, 404]).toContain(status)
  })

  it('says plainly that the GUI is not built when dist/gui is missing', async () => {
    const bare = await startInProcess({ guiDir: join(guiDir, 'not-built') })
    try {
      const response = await fetch(bare.guiUrl)
      expect(response.status).toBe(503)
      expect(await response.text()).toContain('npm run build')
    } finally {
      await bare.close()
      removeDir(bare.dataDir)
    }
  })
})

describe('a deployment without example uploads', () => {
  it('starts empty when server.example_uploads is false', async () => {
    const configDir = tempDir('strata-config-')
    writeFileSync(join(configDir, 'strata.yaml'), 'server:\n  example_uploads: false\n')
    const empty = await startInProcess({ configDirs: [join(ROOT, 'configs'), configDir] })
    try {
      const info = await (await fetch(`${empty.apiUrl}/info`)).json()
      expect(info.statistics).toEqual({ n_entries: 0, n_calculations: 0, n_quantities: 0, n_materials: 0 })
    } finally {
      await empty.close()
      removeDir(empty.dataDir)
      removeDir(configDir)
    }
  })
})
