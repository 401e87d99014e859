/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/** A real Strata server on a random port with a temporary data dir, and helpers to call its uploads API. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import yazl from 'yazl'
import { afterAll, beforeAll } from 'vitest'
import { createStrataServer, type StrataServer, type StrataServerOptions } from '../../../src/server/create-server.js'
import { openDataStores, type DataStores } from '../../../src/server/store/data-stores.js'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import { DEFAULT_CONFIG_DIRS, removeDir, tempDir } from '../support/test-server.js'

export interface UploadsServer extends StrataServer {
  dataDir: string
  token(username: string, password: string): Promise<string>
  /** fetch below the API root, with a bearer token when given. */
  api(path: string, init?: RequestInit & { token?: string }): Promise<Response>
  json<T = Record<string, any>>(path: string, init?: RequestInit & { token?: string }): Promise<{ status: number; body: T }>
  /** Polls GET uploads/{id} until processing ended. */
  waitProcessed(uploadId: string, token: string, timeoutMs?: number): Promise<Record<string, any>>
  stop(): Promise<void>
}

/** `strataYaml` is a deployment config laid over the defaults (e.g. a lower upload size limit); `configDirs` are laid over before it. */
export async function startUploadsServer(
  options: { dataDir?: string; examples?: boolean; strataYaml?: string; configDirs?: string[]; uploadClock?: StrataServerOptions['uploadClock'] } = {},
): Promise<UploadsServer> {
  const dataDir = options.dataDir ?? tempDir('strata-uploads-')
  const configDirs = [...DEFAULT_CONFIG_DIRS, ...(options.configDirs ?? [])]
  if (options.strataYaml) {
    const overrides = tempDir('strata-uploads-config-')
    writeFileSync(join(overrides, 'strata.yaml'), options.strataYaml)
    configDirs.push(overrides)
  }
  const server = await createStrataServer({
    port: 0,
    dataDir,
    configDirs,
    uploadClock: options.uploadClock,
    examplesDir: options.examples ? undefined : tempDir('strata-no-examples-'),
  })
  const api = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    return fetch(`${server.apiUrl}${path}`, { ...init, headers, ...(init.body && typeof init.body !== 'string' && !(init.body instanceof Uint8Array) && !(init.body instanceof FormData) ? { duplex: 'half' } : {}) } as RequestInit)
  }
  const json = async (path: string, init?: RequestInit & { token?: string }) => {
    const response = await api(path, init)
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }
  return {
    ...server,
    dataDir,
    api,
    json,
    async token(username, password) {
      const response = await api(`/auth/token?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`)
      if (!response.ok) throw new Error(`no token for ${username}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { access_token: string }).access_token
    },
    async waitProcessed(uploadId, token, timeoutMs = 60000) {
      const started = Date.now()
      for (;;) {
        const { body } = await json(`/uploads/${uploadId}`, { token })
        if (body?.data && !body.data.process_running) return body.data
        if (Date.now() - started > timeoutMs) throw new Error(`upload ${uploadId} still processing: ${JSON.stringify(body)}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async stop() {
      await server.close()
      removeDir(dataDir)
    },
  }
}

/** A zip in memory; `options.mode` sets unix mode bits (e.g. for a symlink member). */
export function zipOf(files: Record<string, string | Buffer>, options: { mode?: Record<string, number>; compress?: boolean } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { mode: options.mode?.[name], compress: options.compress ?? true })
  }
  zip.end()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    zip.outputStream.on('error', reject)
  })
}

export const CIF_NACL = `data_NaCl
_cell_length_a 5.64
_cell_length_b 5.64
_cell_length_c 5.64
_cell_angle_alpha 90
_cell_angle_beta 90
_cell_angle_gamma 90
_symmetry_space_group_name_H-M 'F m -3 m'
_symmetry_Int_Tables_number 225
loop_
_symmetry_equiv_pos_as_xyz
x,y,z
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
Na1 Na 0 0 0
Cl1 Cl 0.5 0.5 0.5
`

export function poscarOf(element: string, a: number): string {
  return `${element} fcc\n1.0\n${a} 0 0\n0 ${a} 0\n0 0 ${a}\n${element}\n4\nDirect\n0 0 0\n0.5 0.5 0\n0.5 0 0.5\n0 0.5 0.5\n`
}

/** Opens the record store of a stopped server's data dir. */
export { openRecordStore, removeDir, tempDir }

/** Creates an upload from files (zipped) and waits for its processing. */
export async function createProcessedUpload(server: UploadsServer, token: string, files: Record<string, string>, name = 'test upload'): Promise<Record<string, any>> {
  const created = await server.json(`/uploads?upload_name=${encodeURIComponent(name)}&file_name=files.zip`, { method: 'POST', token, body: await zipOf(files) })
  if (created.status !== 200) throw new Error(`could not create an upload: ${created.status} ${JSON.stringify(created.body)}`)
  return server.waitProcessed(created.body.upload_id, token)
}

/** Registers an account directly in the running server's record store (shared in this process). */
export async function registerUser(dataDir: string, username: string): Promise<{ user_id: string; username: string; password: string }> {
  const { Accounts } = await import('../../../src/server/auth/accounts.js')
  const store = await openRecordStore(dataDir)
  try {
    const password = `${username}-password`
    const user = await new Accounts(store).register({ username, password, email: `${username}@strata.example`, first_name: username, last_name: 'Tester' })
    return { user_id: user.user_id, username, password }
  } finally {
    await store.close()
  }
}

export async function putGroup(dataDir: string, group: { group_id: string; group_name: string; owner: string; members: string[] }): Promise<void> {
  const { Groups } = await import('../../../src/server/auth/groups.js')
  const store = await openRecordStore(dataDir)
  try {
    await new Groups(store).put(group)
  } finally {
    await store.close()
  }
}

/** The member names and contents of a zip. */
export async function unzipped(bytes: ArrayBuffer | Uint8Array): Promise<Record<string, string>> {
  const yauzl = (await import('yauzl')).default
  const zip = await new Promise<import('yauzl').ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)), { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  )
  const members: Record<string, string> = {}
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: import('yauzl').Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error)
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          members[entry.fileName] = Buffer.concat(chunks).toString('utf8')
          zip.readEntry()
        })
      })
    })
    zip.on('end', () => resolve())
    zip.on('error', reject)
    zip.readEntry()
  })
  return members
}

/** Stores a dataset document directly, e.g. one with a DOI but unpublished entries. */
export async function putDataset(dataDir: string, dataset: { dataset_id: string; dataset_name: string; doi?: string; user_id?: string }): Promise<void> {
  const store = await openRecordStore(dataDir)
  try {
    await store.put('datasets', dataset.dataset_id, { dataset_create_time: new Date().toISOString(), ...dataset })
  } finally {
    await store.close()
  }
}

/** A zip whose member name is written verbatim (yazl refuses '..' and absolute names). */
export function rawNamedZip(name: string, content: string): Buffer {
  const data = Buffer.from(content)
  const nameBytes = Buffer.from(name)
  const crc = crc32(data)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  const localPart = Buffer.concat([local, nameBytes, data])
  const centralPart = Buffer.concat([central, nameBytes])
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(centralPart.length, 12)
  end.writeUInt32LE(localPart.length, 16)
  return Buffer.concat([localPart, centralPart, end])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

export interface DemoSession {
  server: UploadsServer
  /** The demo user's token. */
  token: string
}

/**
 * A server started before the tests of the enclosing describe and stopped after, with the demo user's
 * token. Read the fields inside the tests, not at describe time.
 */
export function useDemoServer(setUp?: (session: DemoSession) => Promise<void>): DemoSession {
  const session = {} as DemoSession
  beforeAll(async () => {
    session.server = await startUploadsServer()
    session.token = await session.server.token('demo', 'demo-password')
    await setUp?.(session)
  }, 60000)
  afterAll(() => session.server?.stop())
  return session
}

export interface ProcessedUploadSession extends DemoSession {
  uploadId: string
}

/** useDemoServer with one processed upload of the demo user holding `files`. */
export function useProcessedUpload(files: Record<string, string>): ProcessedUploadSession {
  const session = useDemoServer(async (started) => {
    ;(started as ProcessedUploadSession).uploadId = (await createProcessedUpload(started.server, started.token, files)).upload_id
  })
  return session as ProcessedUploadSession
}

/** Data stores in a fresh temporary directory for the enclosing describe, closed and removed after it. */
export function useDataStores(prefix: string): { readonly dir: string; readonly stores: DataStores } {
  const opened = {} as { dir: string; stores: DataStores }
  beforeAll(async () => {
    opened.dir = tempDir(prefix)
    opened.stores = await openDataStores(opened.dir)
  })
  afterAll(async () => {
    await opened.stores?.close()
    removeDir(opened.dir)
  })
  return opened
}
