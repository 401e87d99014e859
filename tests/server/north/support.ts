/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
import { createStrataServer, type StrataServer } from '../../../src/server/create-server.js'
import { missingHubPrograms } from '../../../src/server/north/hub-binaries.js'
import { DEFAULT_CONFIG_DIRS, removeDir, tempDir } from '../support/test-server.js'
import { zipOf } from '../uploads/support.js'

/** The programs a managed hub needs that this machine lacks (the hub tests skip when there are any). */
export const missingPrograms = missingHubPrograms()

export interface NorthServer extends StrataServer {
  dataDir: string
  token(username: string): Promise<string>
  json(path: string, init?: RequestInit & { token?: string }): Promise<{ status: number; body: any; headers: Headers }>
  /** A request below the server's origin (for tool windows), with the given cookie. */
  page(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>
  upload(token: string, files: Record<string, string>): Promise<string>
  stop(): Promise<void>
}

/** Strata with the default config (demo and reviewer accounts, the jupyter tool) on a temporary data dir. */
export async function startNorthServer(options: { northProgramDirs?: string[] } = {}): Promise<NorthServer> {
  const dataDir = tempDir('strata-north-')
  const server = await createStrataServer({ port: 0, dataDir, configDirs: DEFAULT_CONFIG_DIRS, examplesDir: tempDir('strata-no-examples-'), northProgramDirs: options.northProgramDirs })
  const json = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    const response = await fetch(`${server.apiUrl}${path}`, { ...init, headers })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }
  const self: NorthServer = {
    ...server,
    dataDir,
    json,
    async token(username) {
      const { status, body } = await json(`/auth/token?username=${username}&password=${username}-password`)
      if (status !== 200) throw new Error(`no token for ${username}`)
      return body.access_token
    },
    page(path, init = {}) {
      const headers = new Headers(init.headers)
      if (init.cookie) headers.set('cookie', init.cookie)
      return fetch(`${server.url}${path}`, { ...init, headers, redirect: 'manual' })
    },
    async upload(token, files) {
      const created = await json('/uploads?upload_name=tools&file_name=files.zip', { method: 'POST', token, body: await zipOf(files) })
      if (created.status !== 200) throw new Error(`upload failed: ${JSON.stringify(created.body)}`)
      const id = created.body.upload_id as string
      for (let i = 0; i < 600; i++) {
        const { body } = await json(`/uploads/${id}`, { token })
        if (!body.data.process_running) return id
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('upload still processing')
    },
    async stop() {
      await server.close()
      removeDir(dataDir)
    },
  }
  return self
}

/** The strata_north cookie a north API answer set, as a Cookie header value. */
export function northCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('strata_north='))
  if (!cookie) throw new Error('no strata_north cookie was set')
  return cookie.split(';')[0]
}
