/**
 * Who may do what (spec 1 §6) against a real server: anonymous, main author, co-author,
 * member of a co-author (writer) group, reviewer, member of a reviewer group, another user × a staged, a published and an embargoed
 * upload × view, edit, delete, publish, download. Statuses as NOMAD answers: 401 for reading
 * without access, 401/403 for writing (anonymous/logged in), 400 for changes after publication.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, putGroup, registerUser, startUploadsServer, unzipped, type UploadsServer } from './support.js'

type Role = 'anonymous' | 'author' | 'coauthor' | 'coauthorGroupMember' | 'reviewer' | 'groupMember' | 'other'
type Stage = 'staged' | 'published' | 'embargoed'
type Action = 'view' | 'edit' | 'delete' | 'publish' | 'download'

const ROLES: Role[] = ['anonymous', 'coauthor', 'coauthorGroupMember', 'reviewer', 'groupMember', 'other', 'author']
const STAGES: Stage[] = ['staged', 'published', 'embargoed']
const ACTIONS: Action[] = ['view', 'edit', 'download', 'publish', 'delete']

const members = new Set<Role>(['author', 'coauthor', 'coauthorGroupMember', 'reviewer', 'groupMember'])
const writers = new Set<Role>(['author', 'coauthor', 'coauthorGroupMember'])

/** The expected status, from the rules rather than a table of results. */
function expected(role: Role, stage: Stage, action: Action): number {
  const readable = members.has(role) || stage === 'published'
  if (action === 'view' || action === 'download') return readable ? 200 : 401
  if (role === 'anonymous') return 401
  if (!writers.has(role)) return 403
  if ((action === 'delete' || action === 'publish') && role !== 'author') return 403
  return stage === 'staged' ? 200 : 400
}

describe('upload access matrix', () => {
  let server: UploadsServer
  const tokens: Partial<Record<Role, string>> = {}
  const uploads: Partial<Record<Stage, string>> = {}
  let memberSetup: Record<string, unknown>

  const fresh = async (stage: Stage) => {
    const upload = await createProcessedUpload(server, tokens.author!, { 'NaCl.cif': CIF_NACL }, `matrix ${stage}`)
    const edited = await server.json(`/uploads/${upload.upload_id}/edit`, { method: 'POST', token: tokens.author, body: JSON.stringify({ metadata: memberSetup }) })
    expect(edited.status).toBe(200)
    if (stage !== 'staged') {
      const published = await server.json(`/uploads/${upload.upload_id}/action/publish?embargo_length=${stage === 'embargoed' ? 12 : 0}`, { method: 'POST', token: tokens.author })
      expect(published.status).toBe(200)
    }
    return upload.upload_id as string
  }

  beforeAll(async () => {
    server = await startUploadsServer()
    tokens.author = await server.token('demo', 'demo-password')
    tokens.reviewer = await server.token('reviewer', 'reviewer-password')
    const coauthor = await registerUser(server.dataDir, 'coauthor')
    const groupMember = await registerUser(server.dataDir, 'groupmember')
    const other = await registerUser(server.dataDir, 'other')
    const coauthorGroupMember = await registerUser(server.dataDir, 'writergroupmember')
    tokens.coauthor = await server.token(coauthor.username, coauthor.password)
    tokens.groupMember = await server.token(groupMember.username, groupMember.password)
    tokens.other = await server.token(other.username, other.password)
    tokens.coauthorGroupMember = await server.token(coauthorGroupMember.username, coauthorGroupMember.password)
    await putGroup(server.dataDir, { group_id: 'matrix-reviewers', group_name: 'Matrix reviewers', owner: groupMember.user_id, members: [groupMember.user_id] })
    await putGroup(server.dataDir, { group_id: 'matrix-writers', group_name: 'Matrix writers', owner: coauthor.user_id, members: [coauthorGroupMember.user_id] })
    const me = await server.json('/users/me', { token: tokens.reviewer })
    memberSetup = { coauthors: [coauthor.user_id], coauthor_groups: ['matrix-writers'], reviewers: [me.body.user_id], reviewer_groups: ['matrix-reviewers'] }
    for (const stage of STAGES) uploads[stage] = await fresh(stage)
  }, 120000)
  afterAll(() => server?.stop())

  const attempt = async (role: Role, stage: Stage, action: Action): Promise<number> => {
    const token = tokens[role]
    // Allowed destructive actions get an upload of their own, so the others keep theirs.
    const uploadId = expected(role, stage, action) === 200 && (action === 'delete' || action === 'publish') ? await fresh(stage) : uploads[stage]!
    switch (action) {
      case 'view':
        return (await server.api(`/uploads/${uploadId}/entries`, { token })).status
      case 'download':
        return (await server.api(`/uploads/${uploadId}/raw/NaCl.cif`, { token })).status
      case 'edit':
        return (await server.api(`/uploads/${uploadId}/edit`, { method: 'POST', token, body: JSON.stringify({ metadata: { comment: 'checked' }, verify_only: true }) })).status
      case 'publish':
        return (await server.api(`/uploads/${uploadId}/action/publish`, { method: 'POST', token })).status
      case 'delete':
        return (await server.api(`/uploads/${uploadId}`, { method: 'DELETE', token })).status
    }
  }

  for (const stage of STAGES) {
    it(`answers every role and action on a ${stage} upload as spec 1 §6 says`, async () => {
      const actual: string[] = []
      const wanted: string[] = []
      for (const role of ROLES) {
        for (const action of ACTIONS) {
          actual.push(`${role} ${action}: ${await attempt(role, stage, action)}`)
          wanted.push(`${role} ${action}: ${expected(role, stage, action)}`)
        }
      }
      expect(actual).toEqual(wanted)
    }, 120000)
  }

  it('shows everybody the metadata of an embargoed upload, but only members the rest', async () => {
    const anonymous = await server.json(`/uploads/${uploads.embargoed}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.data).toMatchObject({ upload_id: uploads.embargoed, published: true, with_embargo: true, embargo_length: 12 })
    expect(anonymous.body.data.coauthors).toBeUndefined()
    const reviewer = await server.json(`/uploads/${uploads.embargoed}`, { token: tokens.reviewer })
    expect(reviewer.body.data.coauthors).toHaveLength(1)
    const denied = await server.json(`/uploads/${uploads.embargoed}/entries`, { token: tokens.other })
    expect(denied.body.detail).toBe('You do not have access to the specified upload - published with embargo.')
  })

  it('names the reason of a refusal as NOMAD does', async () => {
    expect((await server.json(`/uploads/${uploads.staged}/entries`)).body.detail).toBe('You need to log in to access the specified upload.')
    expect((await server.json(`/uploads/${uploads.staged}/entries`, { token: tokens.other })).body.detail).toBe('You do not have access to the specified upload.')
    expect((await server.json('/uploads/not-an-upload/entries', { token: tokens.other })).body).toEqual({ detail: 'The specified upload_id was not found.' })
  })

  it('leaks no entry to a role that may not read it: metadata, archive, raw file, bulk download, search hits and aggregations for every owner value', async () => {
    const OWNERS = ['public', 'visible', 'all', 'shared', 'user', 'staging']
    const leaks: string[] = []
    let cases = 0
    for (const stage of STAGES) {
      const uploadId = uploads[stage]!
      const entryId = (await server.json(`/uploads/${uploadId}/entries`, { token: tokens.author })).body.data[0].entry_id as string
      for (const role of ROLES) {
        const token = tokens[role]
        const readable = members.has(role) || stage === 'published'
        for (const [what, path] of [['metadata', `/entries/${entryId}`], ['archive', `/entries/${entryId}/archive`], ['raw file', `/entries/${entryId}/raw/NaCl.cif`]]) {
          cases++
          const status = (await server.api(path, { token })).status
          if (readable !== (status === 200)) leaks.push(`${role} ${stage} ${what}: ${status}`)
        }
        for (const owner of OWNERS) {
          cases++
          const body = { owner, query: { upload_id: uploadId }, aggregations: { uploads: { terms: { quantity: 'upload_id' } } } }
          const response = await server.json('/entries/query', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
          if (response.status !== 200) continue
          const hits = response.body.pagination.total as number
          const counted = (response.body.aggregations.uploads.terms.data as { count: number }[]).reduce((sum, bucket) => sum + bucket.count, 0)
          // owner=all lists the metadata of published entries, embargoed ones too (their files stay closed).
          const listable = readable || (owner === 'all' && stage !== 'staged')
          if (!listable && (hits > 0 || counted > 0)) leaks.push(`${role} ${stage} search owner=${owner}: ${hits} hits, ${counted} counted`)
          if (owner === 'visible' && readable && hits !== 1) leaks.push(`${role} ${stage} search owner=visible misses the entry`)
        }
        cases++
        const bulk = await server.api('/entries/raw/query', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: 'visible', query: { upload_id: uploadId } }) })
        const files = bulk.status === 200 ? Object.keys(await unzipped(await bulk.arrayBuffer())) : []
        if (readable !== files.some((name) => name.endsWith('NaCl.cif'))) leaks.push(`${role} ${stage} bulk download: ${bulk.status} ${files.join(' ')}`)
      }
    }
    console.log(`access matrix (reads): ${cases} cases, ${leaks.length} violations`)
    expect(leaks).toEqual([])
  }, 300000)

  it("makes an upload visible to everybody with the viewer group 'all'", async () => {
    expect((await server.api(`/uploads/${uploads.staged}/entries`, { token: tokens.other })).status).toBe(401)
    const edited = await server.json(`/uploads/${uploads.staged}/edit`, { method: 'POST', token: tokens.author, body: JSON.stringify({ metadata: { reviewer_groups: { add: ['all'] } } }) })
    expect(edited.body.data.viewer_groups).toContain('all')
    expect((await server.api(`/uploads/${uploads.staged}/entries`, { token: tokens.other })).status).toBe(200)
    expect((await server.api(`/uploads/${uploads.staged}/entries`)).status).toBe(200)
  })
})
