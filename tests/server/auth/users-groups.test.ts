import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { Accounts } from '../../../src/server/auth/accounts.js'
import { startAuthServer, type AuthServer } from './harness.js'
import { getJson } from './login-flow.js'

async function tokenOf(server: AuthServer, username: string, password: string): Promise<string> {
  const response = await fetch(`${server.apiUrl}/auth/token?${new URLSearchParams({ username, password })}`)
  return (await response.json()).access_token
}

function invite(server: AuthServer, body: Record<string, string>, token?: string) {
  return fetch(`${server.apiUrl}/users/invite`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

describe('users and groups routes', () => {
  let server: AuthServer
  let demoToken: string
  beforeAll(async () => {
    server = await startAuthServer()
    const accounts = new Accounts(server.store)
    for (const [username, first_name, last_name] of [
      ['ada', 'Ada', 'Lovelace'],
      ['vlada', 'Vlada', 'Petrova'],
      ['grace', 'Grace', 'Hopper'],
    ]) {
      await accounts.register({ username, first_name, last_name, email: `${username}@example.org`, affiliation: 'Testeversity', password: `${username}-secret` })
    }
    demoToken = await tokenOf(server, 'demo', 'demo-password')
  })
  afterAll(async () => {
    await server?.close()
  })

  it('users?prefix= finds names case-insensitively, prefix matches first, without emails', async () => {
    const response = await getJson(`${server.apiUrl}/users?prefix=ADA`)
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.map((user: { username: string }) => user.username)).toEqual(['ada', 'vlada'])
    expect(data[0]).toMatchObject({ name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace', affiliation: 'Testeversity', is_admin: false })
    for (const user of data) expect(user).not.toHaveProperty('email')
    const byLastName = await (await getJson(`${server.apiUrl}/users?prefix=hop`)).json()
    expect(byLastName.data.map((user: { username: string }) => user.username)).toEqual(['grace'])
  })

  it('users?user_id= looks up several users in the given order', async () => {
    const ids = (await (await getJson(`${server.apiUrl}/users?prefix=a`)).json()).data.map((user: { user_id: string }) => user.user_id)
    const [first, second] = ids.slice(0, 2).reverse()
    const response = await getJson(`${server.apiUrl}/users?user_id=${first}&user_id=${second}&user_id=unknown`)
    const { data } = await response.json()
    expect(data.map((user: { user_id: string }) => user.user_id)).toEqual([first, second])
  })

  it('users/me gives the own profile with email', async () => {
    const me = await (await getJson(`${server.apiUrl}/users/me`, demoToken)).json()
    expect(me).toMatchObject({ username: 'demo', email: 'demo@strata.example', first_name: 'Demo', last_name: 'User' })
    expect(me).not.toHaveProperty('password_hash')
  })

  it('PUT users/invite needs a login and all four fields', async () => {
    const complete = { email: 'new.person@example.org', first_name: 'New', last_name: 'Person', affiliation: 'Lab' }
    expect((await invite(server, complete)).status).toBe(401)
    const missing = await invite(server, { ...complete, affiliation: '' }, demoToken)
    expect(missing.status).toBe(422)
    expect((await missing.json()).detail[0].loc).toEqual(['body', 'affiliation'])
    const badEmail = await invite(server, { ...complete, email: 'not-an-email' }, demoToken)
    expect(badEmail.status).toBe(422)
  })

  it('an invited user appears in lookups and cannot log in before registering', async () => {
    const response = await invite(server, { email: 'Invited.One@example.org', first_name: 'Invited', last_name: 'One', affiliation: 'Far Away Lab' }, demoToken)
    expect(response.status).toBe(200)
    const invited = await response.json()
    expect(invited).toMatchObject({ name: 'Invited One', affiliation: 'Far Away Lab' })
    const found = (await (await getJson(`${server.apiUrl}/users?user_id=${invited.user_id}`)).json()).data
    expect(found[0].name).toBe('Invited One')
    const again = await (await invite(server, { email: 'invited.one@example.org', first_name: 'Invited', last_name: 'One', affiliation: 'Far Away Lab' }, demoToken)).json()
    expect(again.user_id).toBe(invited.user_id)
    const login = await fetch(`${server.apiUrl}/auth/token?username=invited.one@example.org&password=anything`)
    expect(login.status).toBe(401)
  })

  it('groups: by member, by id, by search terms, and one by id', async () => {
    const me = await (await getJson(`${server.apiUrl}/users/me`, demoToken)).json()
    const mine = (await (await getJson(`${server.apiUrl}/groups?user_id=${me.user_id}`)).json()).data
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ group_name: 'Demo Group', owner: me.user_id })
    const reviewer = (await (await getJson(`${server.apiUrl}/users?prefix=reviewer`)).json()).data[0]
    expect(mine[0].members).toContain(reviewer.user_id)
    const groupId = mine[0].group_id
    expect((await (await getJson(`${server.apiUrl}/groups?group_id=${groupId}&group_id=missing`)).json()).data).toHaveLength(1)
    expect((await (await getJson(`${server.apiUrl}/groups?search_terms=DEMO`)).json()).data).toHaveLength(1)
    expect((await (await getJson(`${server.apiUrl}/groups?search_terms=nothing-like-it`)).json()).data).toEqual([])
    expect(await (await getJson(`${server.apiUrl}/groups/${groupId}`)).json()).toEqual(mine[0])
    const missing = await getJson(`${server.apiUrl}/groups/missing`)
    expect(missing.status).toBe(404)
  })

  describeWithReference('response shapes match NOMAD recordings', () => {
    interface Recording {
      request: { url: string }
      response: { body: { data: Record<string, unknown>[] } }
    }
    async function recorded(endpoint: 'users' | 'groups') {
      const dir = join(REFERENCE_DIR, 'api-recordings', 'uploads')
      const items: Record<string, unknown>[] = []
      for (const file of (await readdir(dir)).filter((name) => name.startsWith('members-dialog-'))) {
        const recordings = Object.values(JSON.parse(await readFile(join(dir, file), 'utf8'))) as Recording[][]
        for (const call of recordings.flat()) {
          if (new URL(call.request.url).pathname.endsWith(`/api/v1/${endpoint}`)) items.push(...call.response.body.data)
        }
      }
      return items
    }

    it('users carry the fields NOMAD sends and nothing else', async () => {
      const reference = await recorded('users')
      expect(reference.length).toBeGreaterThan(0)
      const allowed = new Set(reference.flatMap((user) => Object.keys(user)))
      const always = [...allowed].filter((key) => reference.every((user) => key in user))
      const ours = (await (await getJson(`${server.apiUrl}/users?prefix=a`)).json()).data
      for (const user of ours) {
        for (const key of Object.keys(user)) expect(allowed, key).toContain(key)
        for (const key of always) expect(user, key).toHaveProperty(key)
      }
    })

    it('groups have exactly the fields of NOMAD groups', async () => {
      const reference = await recorded('groups')
      expect(reference.length).toBeGreaterThan(0)
      const ours = (await (await getJson(`${server.apiUrl}/groups`)).json()).data
      expect(ours.length).toBeGreaterThan(0)
      for (const group of ours) expect(Object.keys(group).sort()).toEqual(Object.keys(reference[0]).sort())
    })
  })
})
