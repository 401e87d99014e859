/* eslint-disable @typescript-eslint/no-explicit-any -- zip manifests are read field by field */
/**
 * GET entries/raw and GET entries/archive/download against a real server (spec 2 §6 "Raw and
 * processed download honours the visibility filter", §7 browser navigation with owner and
 * json_query): two users, a staged and a published upload of one and a staged upload of the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unzipped } from '../uploads/support.js'
import { download as downloadFrom, members as membersFrom, startDownloadsFixture, uploadsIn, type DownloadInit, type DownloadsFixture } from './fixture.js'

describe('entries raw and archive downloads', () => {
  let fixture: DownloadsFixture
  let demo: string
  let reviewer: string
  let demoStaged: string
  let demoPublished: string
  let reviewerStaged: string

  const download = (path: string, init?: DownloadInit) => downloadFrom(fixture.server, path, init)
  const members = (path: string, init?: DownloadInit) => membersFrom(fixture.server, path, init)
  const query = (owner: string, jsonQuery?: object) => `owner=${owner}${jsonQuery ? `&json_query=${encodeURIComponent(JSON.stringify(jsonQuery))}` : ''}`

  beforeAll(async () => {
    fixture = await startDownloadsFixture()
    ;({ demo, reviewer, demoStaged, demoPublished, reviewerStaged } = fixture)
  }, 120000)

  afterAll(async () => {
    await fixture?.server.stop()
  })

  it('zips the raw files of every visible entry under {upload_id}/{path}, never another user\'s staged entry', async () => {
    const files = await members(`/entries/raw?${query('visible')}`, { token: demo })
    expect(Object.keys(files)).toEqual(expect.arrayContaining([`${demoStaged}/nacl/NaCl.cif`, `${demoStaged}/nacl/notes.txt`, `${demoPublished}/cu/README.md`, 'manifest.json']))
    expect(files[`${demoStaged}/nacl/notes.txt`]).toBe('demo staged notes')
    expect(uploadsIn(Object.keys(files))).toEqual(new Set([demoStaged, demoPublished]))
    expect(Object.values(files).join('\n')).not.toContain('reviewer only')
    const manifest = JSON.parse(files['manifest.json'])
    expect(manifest.map((entry: any) => entry.mainfile).sort()).toEqual([`${demoPublished}/cu/POSCAR`, `${demoStaged}/nacl/NaCl.cif`].sort())
    expect(manifest.every((entry: any) => typeof entry.entry_id === 'string' && [demoStaged, demoPublished].includes(entry.upload_id))).toBe(true)
  })

  it('gives the other user their own staged entry and the published one only', async () => {
    const files = await members(`/entries/raw?${query('visible')}`, { token: reviewer })
    expect(uploadsIn(Object.keys(files))).toEqual(new Set([reviewerStaged, demoPublished]))
    expect(files[`${reviewerStaged}/secret/private.txt`]).toBe('reviewer only')
  })

  it('gives anonymous visitors the published entries only, and owner=user needs a login', async () => {
    const files = await members(`/entries/raw?${query('visible')}`)
    expect(uploadsIn(Object.keys(files))).toEqual(new Set([demoPublished]))
    const anonymousUser = await download(`/entries/raw?${query('user')}`)
    expect(anonymousUser.response.status).toBe(401)
  })

  it('honours the owner: staging leaves out the published upload, public the staged ones', async () => {
    expect(uploadsIn(Object.keys(await members(`/entries/raw?${query('staging')}`, { token: demo })))).toEqual(new Set([demoStaged]))
    expect(uploadsIn(Object.keys(await members(`/entries/raw?${query('public')}`, { token: reviewer })))).toEqual(new Set([demoPublished]))
  })

  it('filters by json_query and by plain query parameters like GET entries', async () => {
    const byJson = await members(`/entries/raw?${query('visible', { upload_id: [demoStaged] })}`, { token: demo })
    expect(uploadsIn(Object.keys(byJson))).toEqual(new Set([demoStaged]))
    const byParameter = await members(`/entries/raw?owner=visible&upload_id=${demoPublished}`, { token: demo })
    expect(uploadsIn(Object.keys(byParameter))).toEqual(new Set([demoPublished]))
    const foreign = await members(`/entries/raw?${query('visible', { upload_id: [reviewerStaged] })}`, { token: demo })
    expect(Object.keys(foreign)).toEqual(['manifest.json'])
    expect(JSON.parse(foreign['manifest.json'])).toEqual([])
  })

  it('authorises browser navigation through the token cookie', async () => {
    const files = await members(`/entries/raw?${query('visible')}`, { cookie: `Authorization=Bearer ${reviewer}` })
    expect(uploadsIn(Object.keys(files))).toEqual(new Set([reviewerStaged, demoPublished]))
  })

  it('refuses owner=all and a json_query that is not JSON', async () => {
    const all = await download(`/entries/raw?${query('all')}`, { token: demo })
    expect(all.response.status).toBe(403)
    expect(JSON.parse(new TextDecoder().decode(all.bytes)).detail).toContain('The owner=all is not allowed for this operation')
    const broken = await download('/entries/archive/download?owner=visible&json_query=%7Bnot', { token: demo })
    expect(broken.response.status).toBe(422)
    expect(new TextDecoder().decode(broken.bytes)).toContain('json_query is not valid JSON')
  })

  it('zips one {upload_id}/{entry_id}.json archive per visible entry with a manifest', async () => {
    const { response, bytes } = await download(`/entries/archive/download?${query('visible')}`, { token: reviewer })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('archives.zip')
    const files = await unzipped(bytes)
    expect(uploadsIn(Object.keys(files))).toEqual(new Set([reviewerStaged, demoPublished]))
    const manifest = JSON.parse(files['manifest.json'])
    expect(manifest).toHaveLength(2)
    for (const entry of manifest) {
      expect(entry.path).toBe(`${entry.upload_id}/${entry.entry_id}.json`)
      const archive = JSON.parse(files[entry.path])
      expect(archive.entry_id).toBe(entry.entry_id)
      expect(archive.archive.metadata.entry_id).toBe(entry.entry_id)
    }
    expect(Object.keys(files).some((name) => name.startsWith(`${demoStaged}/`))).toBe(false)
  })
})
