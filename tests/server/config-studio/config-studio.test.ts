import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { API_PATH, AUTH_PATH } from '../../../src/server/paths.js'
import { loginThroughProvider } from '../auth/login-flow.js'
import { DEFAULT_CONFIG_DIRS, removeDir, startInProcess, tempDir } from '../support/test-server.js'

type Server = Awaited<ReturnType<typeof startInProcess>>

const overlays: string[] = []

/** A deployment overlay without example uploads, so the server starts quickly. */
function overlay(): string {
  const dir = tempDir('strata-studio-overlay-')
  overlays.push(dir)
  writeFileSync(join(dir, 'strata.yaml'), 'server:\n  example_uploads: false\n')
  return dir
}

async function start(dataDir?: string, overlayDir = overlay()): Promise<Server> {
  return startInProcess({ configDirs: [...DEFAULT_CONFIG_DIRS, overlayDir], ...(dataDir ? { dataDir } : {}) })
}

async function tokenOf(server: Server, login: string, password: string): Promise<string> {
  const endpoints = { origin: server.url, issuer: `${server.url}${AUTH_PATH}/realms/strata`, apiUrl: server.apiUrl }
  return (await loginThroughProvider(endpoints, login, password)).access_token
}

function call(server: Server, method: string, path: string, token?: string, body?: unknown) {
  return fetch(`${server.url}${API_PATH}/config-studio/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
}

async function guiEnv(server: Server): Promise<{ ui: { apps: { options: Record<string, { columns: { search_quantity: string; title?: string }[] }> } } }> {
  const window: { strataEnv?: unknown } = {}
  runInNewContext(await (await fetch(`${server.guiUrl}env.js`)).text(), { window })
  return window.strataEnv as Awaited<ReturnType<typeof guiEnv>>
}

function entriesAppWith(change: (app: { columns: { search_quantity: string; title?: string }[] }) => void): string {
  const app = parse(readFileSync(join(DEFAULT_CONFIG_DIRS[0], 'apps', 'entries.app.yaml'), 'utf8'))
  change(app)
  return stringify(app)
}

describe('config studio API', () => {
  let server: Server
  let admin: string
  let other: string

  beforeAll(async () => {
    server = await start()
    admin = await tokenOf(server, 'demo', 'demo-password')
    other = await tokenOf(server, 'reviewer', 'reviewer-password')
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    removeDir(server.dataDir)
    overlays.forEach(removeDir)
  })

  it('answers 401 to anonymous requests and 403 to users who are not config admins, also for writes', async () => {
    expect((await call(server, 'GET', 'documents')).status).toBe(401)
    expect((await call(server, 'GET', 'documents', other)).status).toBe(403)
    expect((await call(server, 'GET', 'kinds')).status).toBe(401)
    expect((await call(server, 'GET', 'kinds', other)).status).toBe(403)
    expect((await call(server, 'GET', 'kinds', admin)).status).toBe(200)
    const write = await call(server, 'PUT', 'documents', other, { id: 'apps/entries', yaml: entriesAppWith(() => undefined) })
    expect(write.status).toBe(403)
    expect(((await write.json()) as { detail: string }).detail).toContain('Only admins')
    expect(existsSync(join(server.dataDir, 'configs', 'apps', 'entries.app.yaml'))).toBe(false)
  })

  it('lists the config kinds and the current documents to an admin', async () => {
    const response = await call(server, 'GET', 'documents', admin)
    expect(response.status).toBe(200)
    const { kinds, documents } = (await response.json()) as { kinds: { kind: string }[]; documents: { id: string; data: { path?: string } }[] }
    expect(kinds.map((k) => k.kind)).toEqual(['apps', 'cards', 'unit-systems', 'tools'])
    expect(documents.map((d) => d.id)).toEqual(expect.arrayContaining(['apps/entries', 'apps/eln', 'cards', 'unit-systems', 'tools/jupyter']))
    expect(documents.find((d) => d.id === 'apps/entries')!.data.path).toBe('entries')
  })

  it('refuses an unknown search quantity naming the path and the problem, and stores nothing', async () => {
    const yaml = entriesAppWith((app) => (app.columns[0].search_quantity = 'results.material.no_such_quantity'))
    const checked = (await (await call(server, 'POST', 'validate', admin, { id: 'apps/entries', yaml })).json()) as { ok: boolean; issues: { path: string; message: string }[] }
    expect(checked.ok).toBe(false)
    expect(checked.issues[0].path).toBe('ui.apps.options.entries.columns[0].search_quantity')
    const saved = await call(server, 'PUT', 'documents', admin, { id: 'apps/entries', yaml })
    expect(saved.status).toBe(422)
    const { detail } = (await saved.json()) as { detail: string }
    expect(detail).toContain('ui.apps.options.entries.columns[0].search_quantity')
    expect(detail).toContain('results.material.no_such_quantity')
    expect(existsSync(join(server.dataDir, 'configs', 'apps', 'entries.app.yaml'))).toBe(false)
    expect((await (await call(server, 'GET', 'versions?id=apps/entries', admin)).json()) as object).toMatchObject({ versions: [] })
  })

  it('refuses a document that breaks the schema with the path of the bad value', async () => {
    const yaml = entriesAppWith((app) => Object.assign(app, { pagination: { page_size: 'many' } }))
    const saved = await call(server, 'PUT', 'documents', admin, { id: 'apps/entries', yaml })
    expect(saved.status).toBe(422)
    expect(((await saved.json()) as { detail: string }).detail).toContain('ui.apps.options.entries.pagination.page_size')
  })

  it('applies a saved app to the GUI without a restart, keeps each save as a version and restores one', async () => {
    const original = (await guiEnv(server)).ui.apps.options.entries.columns[0]
    const first = entriesAppWith((app) => (app.columns[0].title = 'Entry name (studio)'))
    expect((await call(server, 'PUT', 'documents', admin, { id: 'apps/entries', yaml: first })).status).toBe(200)
    expect((await guiEnv(server)).ui.apps.options.entries.columns[0].title).toBe('Entry name (studio)')
    expect(readFileSync(join(server.dataDir, 'configs', 'apps', 'entries.app.yaml'), 'utf8')).toBe(first)

    const second = entriesAppWith((app) => app.columns.reverse())
    expect((await call(server, 'PUT', 'documents', admin, { id: 'apps/entries', yaml: second })).status).toBe(200)
    expect((await guiEnv(server)).ui.apps.options.entries.columns[0].search_quantity).toBe('published')

    const { versions } = (await (await call(server, 'GET', 'versions?id=apps/entries', admin)).json()) as { versions: { version: number; saved_by: string }[] }
    expect(versions.map((v) => [v.version, v.saved_by])).toEqual([[1, 'demo'], [2, 'demo']])
    expect(((await (await call(server, 'GET', 'versions/1?id=apps/entries', admin)).json()) as { yaml: string }).yaml).toBe(first)

    expect((await call(server, 'POST', 'restore', admin, { id: 'apps/entries', version: 1 })).status).toBe(200)
    const restored = (await guiEnv(server)).ui.apps.options.entries.columns[0]
    expect(restored).toMatchObject({ search_quantity: original.search_quantity, title: 'Entry name (studio)' })
    expect((await (await call(server, 'GET', 'versions?id=apps/entries', admin)).json()) as object).toMatchObject({ versions: [{ version: 1 }, { version: 2 }, { version: 3 }] })
  })

  it('keeps saved documents after a restart and never writes into the shipped configs/', async () => {
    const shipped = readFileSync(join(DEFAULT_CONFIG_DIRS[0], 'apps', 'entries.app.yaml'), 'utf8')
    await server.close()
    server = await start(server.dataDir)
    expect((await guiEnv(server)).ui.apps.options.entries.columns[0].title).toBe('Entry name (studio)')
    expect(readFileSync(join(DEFAULT_CONFIG_DIRS[0], 'apps', 'entries.app.yaml'), 'utf8')).toBe(shipped)
  }, 60_000)
})
