import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { removeDir, runMain, tempDir, type ChildServer } from './support/test-server.js'

const dirs: string[] = []
const children: ChildServer[] = []

afterEach(async () => {
  for (const running of children.splice(0)) {
    if (running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGKILL')
      await running.exited
    }
  }
  for (const dir of dirs.splice(0)) removeDir(dir)
})

function newDir(prefix: string) {
  const dir = tempDir(prefix)
  dirs.push(dir)
  return dir
}

function start(env: Record<string, string>) {
  const running = runMain(env)
  children.push(running)
  return running
}

const statisticsAt = async (guiUrl: string) => {
  const response = await fetch(new URL('../api/v1/info', guiUrl))
  return (await response.json()).statistics
}

describe('main.ts', () => {
  it('prints where Strata runs, with the real port, and stops cleanly on SIGTERM', async () => {
    const running = start({ STRATA_DATA: newDir('strata-main-') })
    const guiUrl = await running.started
    expect(guiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/prod\/v1\/develop\/gui\/$/)
    expect(running.output()).toContain(`Strata is running at ${guiUrl}\n`)
    expect(guiUrl).not.toContain(':0/')
    running.child.kill('SIGTERM')
    expect(await running.exited).toBe(0)
  })

  it('keeps committed data when the server process is killed with SIGKILL', async () => {
    const dataDir = newDir('strata-kill-')
    const first = start({ STRATA_DATA: dataDir })
    const guiUrl = await first.started
    const before = await statisticsAt(guiUrl)
    expect(before.n_entries).toBeGreaterThan(0)
    const apiUrl = new URL('../api/v1/', guiUrl)
    const { access_token: token } = await (await fetch(new URL('auth/token?username=demo&password=demo-password', apiUrl))).json()
    const invited = await fetch(new URL('users/invite', apiUrl), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@navy.example', first_name: 'Grace', last_name: 'Hopper', affiliation: 'US Navy' }),
    })
    expect(invited.status).toBe(200)
    first.child.kill('SIGKILL')
    await first.exited

    const second = start({ STRATA_DATA: dataDir })
    const restartedGui = await second.started
    expect(await statisticsAt(restartedGui)).toEqual(before)
    const found = await (await fetch(new URL('../api/v1/users?prefix=Grace', restartedGui))).json()
    expect(found.data.map((user: { name: string }) => user.name)).toContain('Grace Hopper')
  }, 120_000) // two cold starts of the whole server, each loading the example uploads

  it('refuses to start on malformed YAML, naming file, line and reason', async () => {
    const configDir = newDir('strata-config-')
    writeFileSync(join(configDir, 'strata.yaml'), 'env:\n  debug: true\n  footerLinks: [unclosed\nserver: {}\n')
    const running = start({ STRATA_DATA: newDir('strata-data-'), STRATA_CONFIG_DIR: configDir })
    expect(await running.exited).toBe(1)
    expect(running.output()).toMatch(new RegExp(`${join(configDir, 'strata.yaml').replaceAll('/', '\\/')}:\\d+`))
    expect(running.output()).not.toContain('Strata is running')
  })

  it('refuses to start on a config value of the wrong type, naming file, line and path', async () => {
    const configDir = newDir('strata-config-')
    writeFileSync(join(configDir, 'strata.yaml'), 'server:\n  demo_accounts: true\n  example_uploads: perhaps\n')
    const running = start({ STRATA_DATA: newDir('strata-data-'), STRATA_CONFIG_DIR: configDir })
    expect(await running.exited).toBe(1)
    expect(running.output()).toContain(`${join(configDir, 'strata.yaml')}:3`)
    expect(running.output()).toContain('server.example_uploads')
  })

  it('refuses to start on a search quantity no metainfo defines, naming the app file and line', async () => {
    const configDir = newDir('strata-config-')
    mkdirSync(join(configDir, 'apps'))
    writeFileSync(join(configDir, 'apps', 'typo.app.yaml'), 'path: typo\nlabel: Typo\ncategory: Test\ncolumns:\n  - { search_quantity: results.material.chemical_formula_hil }\n')
    const running = start({ STRATA_DATA: newDir('strata-data-'), STRATA_CONFIG_DIR: configDir })
    expect(await running.exited).toBe(1)
    expect(running.output()).toContain(`${join(configDir, 'apps', 'typo.app.yaml')}:5`)
    expect(running.output()).toContain("Unknown search quantity 'results.material.chemical_formula_hil'")
  })
})
