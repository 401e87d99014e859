import { afterEach, describe, expect, it } from 'vitest'
import { formAction } from './browser.js'
import { startAuthServer, type AuthServer } from './harness.js'
import { codeFromRedirect, exchangeCode, getJson, loginThroughProvider, openLoginPage } from './login-flow.js'

const registration = {
  username: 'marie',
  email: 'marie@example.org',
  first_name: 'Marie',
  last_name: 'Curie',
  affiliation: 'Sorbonne',
  password: 'radium-1898',
  password_repeat: 'radium-1898',
}

/** Opens the login page, follows its Register link and returns what is needed to submit the form. */
async function openRegisterPage(server: AuthServer) {
  const login = await openLoginPage(server)
  const href = /href="([^"]+\/register)"/.exec(login.html)![1]
  const registerUrl = new URL(href, login.url).href
  const page = await login.browser.fetch(registerUrl)
  return { ...login, registerUrl, html: await page.text() }
}

describe('local accounts', () => {
  let server: AuthServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('registration creates the account, logs the new user in, and the user can log in again later', async () => {
    server = await startAuthServer()
    const { browser, verifier, state, registerUrl, html } = await openRegisterPage(server)
    expect(html).toContain('Password (again)')
    const response = await browser.postForm(formAction(html, registerUrl), registration)
    const code = await codeFromRedirect(server, browser, response, registerUrl, state)
    const tokens = await (await exchangeCode(server, code, verifier)).json()
    const me = await (await getJson(`${server.apiUrl}/users/me`, tokens.access_token)).json()
    expect(me).toMatchObject({ username: 'marie', name: 'Marie Curie', email: 'marie@example.org', affiliation: 'Sorbonne' })
    const again = await loginThroughProvider(server, 'marie', 'radium-1898')
    expect((await (await getJson(`${server.apiUrl}/users/me`, again.access_token)).json()).user_id).toBe(me.user_id)
  })

  it('registration explains what is wrong and keeps the typed values', async () => {
    server = await startAuthServer()
    const { browser, registerUrl, html } = await openRegisterPage(server)
    const action = formAction(html, registerUrl)
    const mismatch = await browser.postForm(action, { ...registration, password_repeat: 'something-else' })
    expect(mismatch.status).toBe(422)
    const mismatchPage = await mismatch.text()
    expect(mismatchPage).toContain('The passwords do not match.')
    expect(mismatchPage).toContain('value="marie@example.org"')
    expect(mismatchPage).not.toContain('radium-1898')
    const incomplete = await (await browser.postForm(action, { ...registration, email: 'no-email', first_name: '', password: 'short', password_repeat: 'short' })).text()
    expect(incomplete).toContain('Please enter a valid email address.')
    expect(incomplete).toContain('Please enter your first name.')
    expect(incomplete).toContain('The password needs at least 8 characters.')
    const taken = await (await browser.postForm(action, { ...registration, username: 'Demo' })).text()
    expect(taken).toContain('This username is already taken.')
    const emailTaken = await (await browser.postForm(action, { ...registration, email: 'DEMO@strata.example' })).text()
    expect(emailTaken).toContain('An account with this email address already exists.')
  })

  it('an invited user registers with the invited email and keeps the invited account', async () => {
    server = await startAuthServer()
    const demoToken = (await (await fetch(`${server.apiUrl}/auth/token?username=demo&password=demo-password`)).json()).access_token
    const invited = await (
      await fetch(`${server.apiUrl}/users/invite`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${demoToken}` },
        body: JSON.stringify({ email: 'marie@example.org', first_name: 'M.', last_name: 'Curie', affiliation: 'Sorbonne' }),
      })
    ).json()
    const { browser, verifier, state, registerUrl, html } = await openRegisterPage(server)
    const response = await browser.postForm(formAction(html, registerUrl), registration)
    const code = await codeFromRedirect(server, browser, response, registerUrl, state)
    const tokens = await (await exchangeCode(server, code, verifier)).json()
    const me = await (await getJson(`${server.apiUrl}/users/me`, tokens.access_token)).json()
    expect(me.user_id).toBe(invited.user_id)
    expect(me).toMatchObject({ username: 'marie', name: 'Marie Curie' })
  })

  it('stores passwords only as salted scrypt hashes', async () => {
    server = await startAuthServer()
    const users = await server.store.list('users')
    expect(users.length).toBe(2)
    const seen = new Set<string>()
    for (const user of users) {
      const text = JSON.stringify(user)
      expect(text).not.toContain('demo-password')
      expect(text).not.toContain('reviewer-password')
      expect(user.password_hash).toMatch(/^scrypt\$/)
      seen.add(String(user.password_hash).split('$')[4])
    }
    expect(seen.size).toBe(2)
  })

  it('without demo accounts nobody can log in as demo, and existing ones are left alone', async () => {
    server = await startAuthServer({ demoAccounts: false })
    expect(await server.auth.findUserByUsername('demo')).toBeUndefined()
    expect((await fetch(`${server.apiUrl}/auth/token?username=demo&password=demo-password`)).status).toBe(401)
    const { browser, url, html } = await openLoginPage(server)
    const page = await browser.postForm(formAction(html, url), { login: 'demo', password: 'demo-password' })
    expect(await page.text()).toContain('Invalid username or password.')
    expect((await (await getJson(`${server.apiUrl}/groups`)).json()).data).toEqual([])

    await server.restart({ demoAccounts: true })
    expect(await server.auth.findUserByUsername('demo')).toBeDefined()
    await server.restart({ demoAccounts: false })
    expect(await server.auth.findUserByUsername('demo')).toBeDefined()
  })

  it('verifyToken resolves a token to its user', async () => {
    server = await startAuthServer()
    const token = (await (await fetch(`${server.apiUrl}/auth/token?username=reviewer&password=reviewer-password`)).json()).access_token
    expect((await server.auth.verifyToken(token)).username).toBe('reviewer')
    await expect(server.auth.verifyToken('garbage')).rejects.toMatchObject({ status: 401 })
  })
})
