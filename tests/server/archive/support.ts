import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { registerEntryRoutes } from '../../../src/server/api/entries/routes.js'
import type { AuthUser } from '../../../src/server/auth/types.js'
import { apiErrorHandler, apiNotFound } from '../../../src/server/http/api-errors.js'
import type { AppEnv } from '../../../src/server/http/context.js'
import { decodeDoc } from '../../../src/server/store/duckdb/stored-form.js'
import type { FileStore, ListOptions, RecordStore, StoredDoc } from '../../../src/server/store/interfaces.js'

/** A RecordStore in a Map, enough for the entry routes. */
export function memoryRecords(): RecordStore {
  const collections = new Map<string, Map<string, StoredDoc>>()
  const of = (name: string) => collections.get(name) ?? collections.set(name, new Map()).get(name)!
  const store: RecordStore = {
    get: async <T extends StoredDoc>(collection: string, id: string) => of(collection).get(id) as T | undefined,
    getMany: async <T extends StoredDoc>(collection: string, ids: string[]) => ids.flatMap((id) => of(collection).get(id) ?? []) as T[],
    put: async (collection, id, doc) => void of(collection).set(id, doc),
    putEncoded: async (collection, docs) => docs.forEach(({ id, encoded }) => of(collection).set(id, decodeDoc(collection, encoded, new Map()))),
    delete: async (collection, id) => of(collection).delete(id),
    list: async <T extends StoredDoc>(collection: string, options: ListOptions = {}) =>
      [...of(collection).values()].filter((doc) => Object.entries(options.where ?? {}).every(([k, v]) => doc[k] === v)) as T[],
    count: async (collection) => of(collection).size,
    transaction: async (fn) => fn(store),
    close: async () => undefined,
  }
  return store
}

export function memoryFiles(): FileStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>()
  const key = (uploadId: string, path: string) => `${uploadId}/${path}`
  return {
    files,
    write: async (uploadId, path, data) => void files.set(key(uploadId, path), data as Uint8Array),
    read: async (uploadId, path) => files.get(key(uploadId, path))!,
    readRange: async (uploadId, path, offset, length) => files.get(key(uploadId, path))!.subarray(offset, offset + length),
    readStream: async (uploadId, path, range = {}) => {
      const content = files.get(key(uploadId, path))!
      const start = range.offset ?? 0
      return Readable.from([content.subarray(start, range.length === undefined ? undefined : start + range.length)])
    },
    exists: async (uploadId, path) => files.has(key(uploadId, path)),
    list: async (uploadId, dir = '') => {
      const prefix = `${uploadId}/${dir ? `${dir}/` : ''}`
      const below = [...files.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))
      const names = [...new Set(below.map((rest) => rest.split('/')[0]))].sort()
      return names.map((name) => ({ path: dir ? `${dir}/${name}` : name, is_file: below.includes(name), size: files.get(`${prefix}${name}`)?.length ?? 0 }))
    },
    remove: async (uploadId, path) => void files.delete(key(uploadId, path)),
    removeUpload: async () => undefined,
  }
}

export const TEST_USER_HEADER = 'x-test-user'

/** The entry routes on an API app whose user is named by the x-test-user header (a user id). */
export function entryApi(records: RecordStore, files: FileStore = memoryFiles()): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.onError(apiErrorHandler)
  api.notFound(apiNotFound)
  api.use(async (c, next) => {
    const id = c.req.header(TEST_USER_HEADER)
    c.set('user', id ? ({ user_id: id, username: id, email: `${id}@example.org`, first_name: id, last_name: '', name: id, created: '' } satisfies AuthUser) : null)
    await next()
  })
  const routes = new Hono<AppEnv>()
  registerEntryRoutes(routes, { records, files })
  api.route('/', routes)
  return api
}

export async function call(api: Hono<AppEnv>, method: string, path: string, body?: unknown, userId?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (userId) headers[TEST_USER_HEADER] = userId
  const response = await api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json, text, headers: response.headers }
}
