/**
 * The downloads fixture: a real server with two users, a staged and a published upload of one
 * (demo) and a staged upload of the other (reviewer), and helpers to fetch and unzip downloads.
 */
import { expect } from 'vitest'
import { CIF_NACL, createProcessedUpload, poscarOf, startUploadsServer, unzipped, type UploadsServer } from '../uploads/support.js'

export interface DownloadsFixture {
  server: UploadsServer
  demo: string
  reviewer: string
  demoStaged: string
  demoPublished: string
  reviewerStaged: string
}

export interface DownloadInit {
  token?: string
  cookie?: string
  /** A JSON body, sent with POST. */
  body?: unknown
}

export async function startDownloadsFixture(): Promise<DownloadsFixture> {
  const server = await startUploadsServer()
  const demo = await server.token('demo', 'demo-password')
  const reviewer = await server.token('reviewer', 'reviewer-password')
  const demoStaged = (await createProcessedUpload(server, demo, { 'nacl/NaCl.cif': CIF_NACL, 'nacl/notes.txt': 'demo staged notes' }, 'demo staged')).upload_id
  const published = await createProcessedUpload(server, demo, { 'cu/POSCAR': poscarOf('Cu', 3.6), 'cu/README.md': 'copper' }, 'demo published')
  const publishing = await server.json(`/uploads/${published.upload_id}/action/publish?embargo_length=0`, { method: 'POST', token: demo })
  expect(publishing.status).toBe(200)
  await server.waitProcessed(published.upload_id, demo)
  const reviewerStaged = (await createProcessedUpload(server, reviewer, { 'secret/NaCl.cif': CIF_NACL, 'secret/private.txt': 'reviewer only' }, 'reviewer staged')).upload_id
  return { server, demo, reviewer, demoStaged, demoPublished: published.upload_id, reviewerStaged }
}

/** GET `path`, or POST it with a JSON body when `init.body` is given; the whole answer as bytes. */
export async function download(server: UploadsServer, path: string, init: DownloadInit = {}) {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {}
  const post = init.body !== undefined ? { method: 'POST', body: JSON.stringify(init.body) } : {}
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await server.api(path, { token: init.token, headers, ...post })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes }
}

/** The members of a download that must succeed. */
export async function members(server: UploadsServer, path: string, init: DownloadInit = {}): Promise<Record<string, string>> {
  const { response, bytes } = await download(server, path, init)
  expect(response.status, new TextDecoder().decode(bytes.slice(0, 300))).toBe(200)
  return unzipped(bytes)
}

/** The upload ids a download's members lie under (manifest.json left out). */
export const uploadsIn = (names: string[]) => new Set(names.filter((name) => name !== 'manifest.json').map((name) => name.split('/')[0]))

/** The JSON error body of a refused download. */
export const errorOf = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { detail: unknown }
