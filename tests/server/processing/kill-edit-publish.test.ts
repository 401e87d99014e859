/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read field by field */
/**
 * kill -9 right after a metadata edit and right after a publish was asked for, then a restart on
 * the same data directory: the uploads API, the entries list and the search index agree (counts,
 * the edited comment, published), all old or all new, never half.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runMain } from '../support/test-server.js'
import { poscarOf, zipOf } from '../uploads/support.js'

const N_FILES = 40

/** The server as its own process (kill -9 needs one), on the given data and config directories. */
function startServer(dataDir: string, configDir: string): { child: ChildProcess; apiUrl: Promise<string> } {
  const server = runMain({ STRATA_DATA: dataDir, STRATA_CONFIG_DIR: configDir })
  const apiUrl = server.started.then((guiUrl) => `${new URL(guiUrl).origin}/prod/v1/develop/api/v1`)
  apiUrl.catch(() => undefined)
  return { child: server.child, apiUrl }
}

describe('kill -9 during a metadata edit and a publish', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-kill-edit-'))
  const configDir = mkdtempSync(join(tmpdir(), 'strata-kill-edit-config-'))
  let child: ChildProcess | undefined
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(configDir, { recursive: true, force: true })
  })

  it('leaves the uploads API, the entries list and the search index in agreement after each kill', async () => {
    writeFileSync(join(configDir, 'strata.yaml'), 'server:\n  example_uploads: false\n')
    let api = ''
    let token = ''
    const start = async () => {
      const server = startServer(dataDir, configDir)
      child = server.child
      api = await server.apiUrl
      token = ((await (await fetch(`${api}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
    }
    const get = async (path: string, init: RequestInit = {}) => (await fetch(`${api}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } })).json() as Promise<Record<string, any>>
    const killNow = async () => {
      const exited = new Promise((r) => child!.once('exit', r))
      child!.kill('SIGKILL')
      await exited
    }
    /** What the three views say about the upload once it rests. */
    const views = async (uploadId: string) => {
      let upload: Record<string, any>
      for (;;) {
        upload = (await get(`/uploads/${uploadId}`)).data
        if (!upload.process_running) break
        await new Promise((r) => setTimeout(r, 100))
      }
      const listed = (await get(`/uploads/${uploadId}/entries?page_size=1000`)).data as Record<string, any>[]
      const searched = (await get('/entries/query', { method: 'POST', body: JSON.stringify({ owner: 'visible', query: { upload_id: uploadId }, pagination: { page_size: 1000 } }) })).data as Record<string, any>[]
      return {
        counts: [upload.entries, listed.length, searched.length],
        comments: new Set([...listed.map((entry) => entry.entry_metadata?.comment ?? entry.comment), ...searched.map((entry) => entry.comment)]),
        published: new Set([upload.published, ...listed.map((entry) => entry.entry_metadata?.published ?? upload.published), ...searched.map((entry) => entry.published)]),
      }
    }

    await start()
    const files: Record<string, string> = {}
    for (let i = 0; i < N_FILES; i++) files[`c${i}/POSCAR`] = poscarOf(['Cu', 'Al'][i % 2], 3.5 + i / 1000)
    const created = await (await fetch(`${api}/uploads?file_name=many.zip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: await zipOf(files) })).json()
    const uploadId = created.upload_id as string
    expect((await views(uploadId)).counts).toEqual([N_FILES, N_FILES, N_FILES])

    void fetch(`${api}/uploads/${uploadId}/edit`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ metadata: { comment: 'edited before the kill' } }) }).catch(() => undefined)
    await new Promise((r) => setTimeout(r, 30))
    await killNow()
    await start()
    const afterEdit = await views(uploadId)
    expect(afterEdit.counts).toEqual([N_FILES, N_FILES, N_FILES])
    expect(afterEdit.comments.size).toBe(1)

    void fetch(`${api}/uploads/${uploadId}/action/publish`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined)
    await new Promise((r) => setTimeout(r, 30))
    await killNow()
    await start()
    const afterPublish = await views(uploadId)
    expect(afterPublish.counts).toEqual([N_FILES, N_FILES, N_FILES])
    expect(afterPublish.published.size).toBe(1)

    // The views do carry the comment: an edit left to finish shows in all three.
    const unpublished = !afterPublish.published.has(true)
    if (unpublished) {
      await get(`/uploads/${uploadId}/edit`, { method: 'POST', body: JSON.stringify({ metadata: { comment: 'edited after the restart' } }) })
      expect((await views(uploadId)).comments).toEqual(new Set(['edited after the restart']))
    }
    await killNow()
  }, 300000)
})
