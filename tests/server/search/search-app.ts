import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { registerSearchRoutes } from '../../../src/server/api/search/routes.js'
import type { AuthUser } from '../../../src/server/auth/types.js'
import { apiErrorHandler } from '../../../src/server/http/api-errors.js'
import type { AppEnv } from '../../../src/server/http/context.js'
import { openDataStores, type DataStores } from '../../../src/server/store/data-stores.js'
import type { IndexedEntry } from '../../../src/server/store/interfaces.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies loosely
export type Json = any

export interface SearchApp {
  stores: DataStores
  /** POSTs (or GETs, without body) a path under the API root, as the user with this id when given. */
  call(method: 'GET' | 'POST', path: string, body?: unknown, userId?: string): Promise<{ status: number; body: Json }>
  close(): Promise<void>
}

const userOf = (userId: string): AuthUser => ({
  user_id: userId,
  username: userId,
  email: `${userId}@example.org`,
  first_name: userId,
  last_name: 'Tester',
  name: `${userId} Tester`,
  created: '2024-01-01T00:00:00Z',
})

/** The search routes on a temporary data dir; the caller's identity comes from the test, not from tokens. */
export async function startSearchApp(entries: IndexedEntry[] = []): Promise<SearchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-search-api-'))
  const stores = await openDataStores(dataDir)
  await stores.search.index(entries)
  const app = new Hono<AppEnv>()
  app.onError(apiErrorHandler)
  app.use(async (c, next) => {
    const userId = c.req.header('x-test-user')
    c.set('user', userId ? userOf(userId) : null)
    await next()
  })
  const routes = new Hono<AppEnv>()
  registerSearchRoutes(routes, { search: stores.search, records: stores.records })
  app.route('/', routes)
  return {
    stores,
    async call(method, path, body, userId) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (userId) headers['x-test-user'] = userId
      const response = await app.request(path, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) })
      return { status: response.status, body: await response.json() }
    },
    async close() {
      await stores.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
