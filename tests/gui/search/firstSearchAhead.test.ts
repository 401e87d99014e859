import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { firstAnonymousSearch } from '../../../src/engine/query/searchRequest.js'
import { searchStoreOf } from '../../../src/renderers/search/searchStoreOf.js'

const CONFIGS_DIR = join(resolve(import.meta.dirname, '..', '..', '..'), 'configs')

describe("an app page's first search as the server names it for the GUI's first script", () => {
  const { env } = loadDeployment({ configDirs: [CONFIGS_DIR] })
  const apps = resolveApps(env.ui, env.plugins)

  it("is the search store's own first request, as the same JSON (a request sent ahead is matched by its text)", () => {
    const known = apps.filter((app) => firstAnonymousSearch(app) !== undefined)
    expect(known.map((app) => app.path)).toContain('entries')
    for (const app of known) {
      const store = searchStoreOf({ app, syncUrl: false })
      expect(JSON.stringify(firstAnonymousSearch(app)), app.path).toBe(JSON.stringify(store.firstRequest()))
    }
  })

  it('is left to the GUI for an app that locks filters: their query needs the metainfo', () => {
    const locking = apps.filter((app) => Object.keys(app.filters_locked ?? {}).length > 0)
    expect(locking.length).toBeGreaterThan(0)
    for (const app of locking) expect(firstAnonymousSearch(app), app.path).toBeUndefined()
  })

  it("follows the app's pagination and resource", () => {
    const entries = apps.find((app) => app.path === 'entries')!
    const materials = { ...entries, resource: 'materials' as const, pagination: { page_size: 50, order_by: 'n_elements', order: 'asc' as const } }
    const search = firstAnonymousSearch(materials)!
    expect(search.path).toBe('materials/query')
    expect(search.body).toEqual({ owner: 'public', query: {}, aggregations: {}, pagination: { page_size: 50, order_by: 'n_elements', order: 'asc' }, required: {} })
    expect(JSON.stringify(search)).toBe(JSON.stringify(searchStoreOf({ app: materials, syncUrl: false }).firstRequest()))
  })
})
