/**
 * kill -9 while an upload is processing, then restart on the same data directory: the upload
 * resumes and ends SUCCESS, and the search index never holds part of its entries.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { openDataStores } from '../../../src/server/store/data-stores.js'
import { runMain } from '../support/test-server.js'
import { poscarOf, zipOf } from '../uploads/support.js'

const N_FILES = 300

/** The server as its own process (kill -9 needs one), on the given data and config directories. */
function startServer(dataDir: string, configDir: string): { child: ChildProcess; apiUrl: Promise<string> } {
  const server = runMain({ STRATA_DATA: dataDir, STRATA_CONFIG_DIR: configDir })
  const apiUrl = server.started.then((guiUrl) => `${new URL(guiUrl).origin}/prod/v1/develop/api/v1`)
  apiUrl.catch(() => undefined)
  return { child: server.child, apiUrl }
}

async function indexedCount(dataDir: string, ids: string[]): Promise<number> {
  const stores = await openDataStores(dataDir)
  try {
    let count = 0
    for (const id of ids) if (await stores.search.get(id)) count++
    return count
  } finally {
    await stores.close()
  }
}

describe('kill -9 during processing', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-kill-'))
  const configDir = mkdtempSync(join(tmpdir(), 'strata-kill-config-'))
  let child: ChildProcess | undefined
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(configDir, { recursive: true, force: true })
  })

  it('resumes the upload after a restart and indexes all of its entries at once', async () => {
    mkdirSync(configDir, { recursive: true })
    writeFileSync(join(configDir, 'strata.yaml'), 'server:\n  example_uploads: false\n')
    let server = startServer(dataDir, configDir)
    child = server.child
    let api = await server.apiUrl
    const tokenOf = async () => ((await (await fetch(`${api}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
    let token = await tokenOf()
    const files: Record<string, string> = {}
    for (let i = 0; i < N_FILES; i++) files[`c${i}/POSCAR`] = poscarOf(['Cu', 'Al', 'Ni', 'Ag'][i % 4], 3.5 + i / 1000)
    const created = (await (await fetch(`${api}/uploads?file_name=many.zip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: await zipOf(files) })).json()) as { upload_id: string }
    const uploadId = created.upload_id
    const expectedIds = Object.keys(files).map((mainfile) => entryIdOf(uploadId, mainfile))

    // Wait until parsing is under way, then kill without warning.
    for (;;) {
      const upload = ((await (await fetch(`${api}/uploads/${uploadId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> }).data
      if (upload.process_status === 'RUNNING' && (upload.processed_entries as number) > 0) break
      if (!upload.process_running) throw new Error(`processing ended before the kill: ${JSON.stringify(upload)}`)
      await new Promise((r) => setTimeout(r, 20))
    }
    const exited = new Promise((r) => child!.once('exit', r))
    child.kill('SIGKILL')
    await exited

    // All or nothing in the index, never a part.
    expect([0, N_FILES]).toContain(await indexedCount(dataDir, expectedIds))

    server = startServer(dataDir, configDir)
    child = server.child
    api = await server.apiUrl
    token = await tokenOf()
    let upload: Record<string, unknown>
    for (;;) {
      upload = ((await (await fetch(`${api}/uploads/${uploadId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> }).data
      if (!upload.process_running) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(upload).toMatchObject({ process_status: 'SUCCESS', entries: N_FILES, upload_state: 'processed' })
    const exitedAgain = new Promise((r) => child!.once('exit', r))
    child.kill('SIGTERM')
    await exitedAgain
    expect(await indexedCount(dataDir, expectedIds)).toBe(N_FILES)
  }, 180000)
})
