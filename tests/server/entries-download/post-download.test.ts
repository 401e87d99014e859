/* eslint-disable @typescript-eslint/no-explicit-any -- zip manifests and error details are read field by field */
/**
 * POST entries/raw/query and POST entries/archive/download/query (NOMAD API v1) against a real
 * server: the body's owner and query search like the GET routes (same visibility, same refusals),
 * files options pick and compress the members, and a body that does not fit answers NOMAD's 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { download as downloadFrom, errorOf, members as membersFrom, startDownloadsFixture, uploadsIn, type DownloadInit, type DownloadsFixture } from './fixture.js'

/** The compression method of a zip's first member (0 stored, 8 deflated), from its local header. */
const firstMemberMethod = (bytes: Uint8Array) => Buffer.from(bytes).readUInt16LE(8)

describe('POST entries/raw/query and entries/archive/download/query', () => {
  let fixture: DownloadsFixture
  const download = (path: string, init?: DownloadInit) => downloadFrom(fixture.server, path, init)
  const members = (path: string, init?: DownloadInit) => membersFrom(fixture.server, path, init)
  const names = (files: Record<string, string>) => Object.keys(files).sort()
  const sorted = (...expected: string[]) => expected.sort()

  beforeAll(async () => {
    fixture = await startDownloadsFixture()
  }, 120000)

  afterAll(async () => {
    await fixture?.server.stop()
  })

  it('answers the same zip as GET entries/raw for the same owner and query', async () => {
    const { demo, demoStaged, demoPublished } = fixture
    const posted = await members('/entries/raw/query', { token: demo, body: { owner: 'visible', query: {} } })
    const got = await members('/entries/raw?owner=visible', { token: demo })
    expect(posted).toEqual(got)
    expect(uploadsIn(Object.keys(posted))).toEqual(new Set([demoStaged, demoPublished]))
    const byQuery = await members('/entries/raw/query', { token: demo, body: { owner: 'visible', query: { upload_id: [demoPublished] } } })
    expect(names(byQuery)).toEqual(sorted(`${demoPublished}/cu/POSCAR`, `${demoPublished}/cu/README.md`, 'manifest.json'))
    expect(JSON.parse(byQuery['manifest.json'])).toEqual([expect.objectContaining({ upload_id: demoPublished, mainfile: `${demoPublished}/cu/POSCAR` })])
  })

  it('enforces owner and visibility like the GET routes', async () => {
    const { demo, reviewer, demoPublished, reviewerStaged } = fixture
    const anonymous = await members('/entries/raw/query', { body: { owner: 'visible' } })
    expect(uploadsIn(Object.keys(anonymous))).toEqual(new Set([demoPublished]))
    const byDefault = await members('/entries/raw/query', { token: reviewer, body: {} })
    expect(uploadsIn(Object.keys(byDefault))).toEqual(new Set([demoPublished]))
    const foreign = await members('/entries/raw/query', { token: demo, body: { owner: 'visible', query: { upload_id: [reviewerStaged] } } })
    expect(names(foreign)).toEqual(sorted('manifest.json'))
    const foreignArchives = await members('/entries/archive/download/query', { token: demo, body: { owner: 'visible', query: { upload_id: [reviewerStaged] } } })
    expect(JSON.parse(foreignArchives['manifest.json'])).toEqual([])
    const anonymousUser = await download('/entries/raw/query', { body: { owner: 'user' } })
    expect(anonymousUser.response.status).toBe(401)
  })

  it('refuses owner=all with 403 on both routes, as the GET routes word it', async () => {
    for (const path of ['/entries/raw/query', '/entries/archive/download/query']) {
      const all = await download(path, { token: fixture.demo, body: { owner: 'all', query: {} } })
      expect(all.response.status, path).toBe(403)
      expect(errorOf(all.bytes).detail).toBe(
        'The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.',
      )
    }
  })

  it('keeps only the files that include_files, re_pattern or glob_pattern pick, on POST and GET alike', async () => {
    const { demo, demoStaged } = fixture
    const query = { upload_id: [demoStaged] }
    const byGlob = await members('/entries/raw/query', { token: demo, body: { owner: 'visible', query, files: { glob_pattern: '*.txt' } } })
    expect(names(byGlob)).toEqual(sorted(`${demoStaged}/nacl/notes.txt`, 'manifest.json'))
    expect(byGlob[`${demoStaged}/nacl/notes.txt`]).toBe('demo staged notes')
    const byName = await members('/entries/raw/query', { token: demo, body: { owner: 'visible', query, files: { include_files: ['NaCl.cif'], glob_pattern: '*.txt' } } })
    expect(names(byName)).toEqual(sorted(`${demoStaged}/nacl/NaCl.cif`, 'manifest.json'))
    const byRegExp = await members('/entries/raw/query', { token: demo, body: { owner: 'visible', query, files: { re_pattern: '^nacl/N' } } })
    expect(names(byRegExp)).toEqual(sorted(`${demoStaged}/nacl/NaCl.cif`, 'manifest.json'))
    const viaGet = await members(`/entries/raw?owner=visible&upload_id=${demoStaged}&glob_pattern=${encodeURIComponent('notes.*')}`, { token: demo })
    expect(names(viaGet)).toEqual(sorted(`${demoStaged}/nacl/notes.txt`, 'manifest.json'))
  })

  it('compresses the zip only when files.compress asks for it', async () => {
    const { demo, demoStaged } = fixture
    const body = (compress?: boolean) => ({ owner: 'visible', query: { upload_id: [demoStaged] }, ...(compress !== undefined && { files: { compress } }) })
    for (const path of ['/entries/raw/query', '/entries/archive/download/query']) {
      const stored = await download(path, { token: demo, body: body() })
      const deflated = await download(path, { token: demo, body: body(true) })
      expect([stored.response.status, deflated.response.status], path).toEqual([200, 200])
      expect([firstMemberMethod(stored.bytes), firstMemberMethod(deflated.bytes)], path).toEqual([0, 8])
    }
    const viaGet = await download(`/entries/archive/download?owner=visible&upload_id=${demoStaged}&compress=true`, { token: demo })
    expect(firstMemberMethod(viaGet.bytes)).toBe(8)
  })

  it('zips the archives with the parts `required` picks', async () => {
    const { reviewer, reviewerStaged } = fixture
    const files = await members('/entries/archive/download/query', {
      token: reviewer,
      body: { owner: 'visible', query: { upload_id: [reviewerStaged] }, required: { metadata: '*' } },
    })
    const manifest = JSON.parse(files['manifest.json'])
    expect(manifest).toHaveLength(1)
    const archive = JSON.parse(files[manifest[0].path])
    expect(archive.entry_id).toBe(manifest[0].entry_id)
    expect(Object.keys(archive.archive).filter((key) => key !== 'm_ref_archives')).toEqual(['metadata'])
    expect(archive.archive.metadata.upload_id).toBe(reviewerStaged)
    const whole = await members('/entries/archive/download/query', { token: reviewer, body: { owner: 'visible', query: { upload_id: [reviewerStaged] } } })
    expect(Object.keys(JSON.parse(whole[manifest[0].path]).archive)).toEqual(expect.arrayContaining(['metadata', 'results']))
  })

  it('documents both POST routes with their body fields in openapi.json', async () => {
    const doc = await (await fixture.server.api('/openapi.json')).json()
    const bodyOf = (path: string) => doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema
    expect(Object.keys(bodyOf('/entries/raw/query')?.properties ?? {}).sort()).toEqual(['files', 'owner', 'query'])
    expect(Object.keys(bodyOf('/entries/archive/download/query')?.properties ?? {}).sort()).toEqual(['files', 'owner', 'query', 'required'])
    expect(Object.keys(bodyOf('/entries/raw/query').properties.files.properties).sort()).toEqual(['compress', 'glob_pattern', 'include_files', 're_pattern'])
  })

  it('answers 422 naming the place of an unknown field, a bad files option and a malformed query', async () => {
    const refused = async (path: string, body: unknown) => {
      const { response, bytes } = await download(path, { token: fixture.demo, body })
      expect(response.status, JSON.stringify(body)).toBe(422)
      return errorOf(bytes).detail as { loc: unknown[]; msg: string }[]
    }
    expect(await refused('/entries/raw/query', { owner: 'visible', pagination: { page_size: 5 } })).toEqual([
      { loc: ['body', 'pagination'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ])
    expect(await refused('/entries/archive/download/query', { files: { glob_patern: '*.cif' } })).toEqual([
      { loc: ['body', 'files', 'glob_patern'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ])
    const badPattern = await refused('/entries/raw/query', { files: { re_pattern: 'nacl/(' } })
    expect(badPattern).toEqual([expect.objectContaining({ loc: ['body', 'files', 're_pattern'] })])
    expect(badPattern[0].msg).toMatch(/^could not parse the re pattern: /)
    const badOwner = await refused('/entries/raw/query', { owner: 'everybody' })
    expect(badOwner[0].loc).toEqual(['body', 'owner'])
    const unknownQuantity = await refused('/entries/raw/query', { query: { 'results.material.colour': 'red' } })
    expect(JSON.stringify(unknownQuantity[0].loc)).toContain('results.material.colour')
    expect(unknownQuantity[0].msg).toContain('results.material.colour')
    expect((await refused('/entries/archive/download/query', { query: 5 }))[0].loc).toEqual(['body', 'query'])
    const notJson = await fixture.server.api('/entries/archive/download/query', { method: 'POST', token: fixture.demo, headers: { 'content-type': 'application/json' }, body: '{"owner": ' })
    expect(notJson.status).toBe(422)
    expect((await notJson.json()).detail[0].loc).toEqual(['body'])
    const getOption = await download('/entries/raw?owner=visible&compress=perhaps', { token: fixture.demo })
    expect(getOption.response.status).toBe(422)
    expect((errorOf(getOption.bytes).detail as any)[0].loc).toEqual(['query', 'compress'])
  })
})
