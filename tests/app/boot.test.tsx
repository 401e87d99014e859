// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accountUrl, isLoginCallback, oidcSettings } from '../../src/app/auth/oidcSettings.js'
import { ConfigErrorPage } from '../../src/app/boot/ConfigErrorPage.js'
import { startupOf } from '../../src/app/boot/checkedStartup.js'
import { readStartupConfig } from '../../src/app/boot/startupConfig.js'
import { startupConfigSchema } from '../../src/engine/config/startup.js'
import { settingsFrom, testEnv } from './support/shell.js'

afterEach(cleanup)

describe('startup configuration', () => {
  it('derives API base, OpenID authority and client from window.strataEnv', () => {
    const settings = settingsFrom(testEnv())
    expect(settings.apiBase).toBe('http://strata.test/prod/v1/develop/api/v1')
    expect(settings.oidc).toEqual({ authority: 'http://strata.test/prod/v1/develop/auth/realms/strata', clientId: 'strata_gui' })
  })

  it('prefers an explicit oidcAuthority', () => {
    expect(settingsFrom(testEnv({ oidcAuthority: 'https://idp.example.org/realms/x/' })).oidc.authority).toBe(
      'https://idp.example.org/realms/x',
    )
  })

  it('offers the unit systems of ui.unit_systems, and names an invalid one', () => {
    const unitSystems = { selected: 'Lab', options: { Lab: { label: 'Lab units', units: { energy: { definition: 'eV' } } } } }
    expect(settingsFrom(testEnv({ ui: { unit_systems: unitSystems } })).unitSystems).toMatchObject(unitSystems)
    expect(settingsFrom(testEnv()).unitSystems).toBeUndefined()
    const startup = readStartupConfig(testEnv({ ui: { unit_systems: { selected: 'Lab', options: { Lab: { units: 'eV' } } } } }))
    expect(startup.ok ? [] : startup.problems).toContainEqual(expect.stringMatching(/^ui\.unit_systems\.options\.Lab\./))
  })

  it('names the invalid fields', () => {
    const startup = readStartupConfig(testEnv({ globalLoginRequired: 'yes', ui: { apps: { options: { a: { path: 'a' } } } } }))
    expect(startup.ok).toBe(false)
    const problems = startup.ok ? [] : startup.problems
    expect(problems.some((problem) => problem.startsWith('globalLoginRequired:'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('ui.apps.options.a.label:'))).toBe(true)
  })

  it("does not validate again a configuration the server validated with this build's schema", async () => {
    const validated = startupConfigSchema.parse(testEnv())
    // Validation would refuse this value; taken as it is, the configuration is not even looked at there.
    const startup = await startupOf({ ...validated, termsOfServiceUrl: 42 }, { checkedAgainst: 'a1b2', fingerprint: 'a1b2' })
    expect(startup.ok && startup.settings.apiBase).toBe('http://strata.test/prod/v1/develop/api/v1')
  })

  it('validates a configuration checked with another schema, or not said to be checked', async () => {
    const broken = testEnv({ globalLoginRequired: 'yes' })
    for (const check of [{ checkedAgainst: 'a1b2', fingerprint: 'c3d4' }, { fingerprint: 'c3d4' }, {}]) {
      const startup = await startupOf(broken, check)
      expect(startup.ok ? [] : startup.problems).toEqual([expect.stringMatching(/^globalLoginRequired:/)])
    }
  })

  it('the page starts at once on a configuration its server checked, and loads the schema only to check any other', async () => {
    const validated = startupConfigSchema.parse(testEnv())
    let schemaLoads = 0
    const validator = () => {
      schemaLoads += 1
      return import('../../src/app/boot/startupConfig.js')
    }
    const checked = startupOf(validated, { checkedAgainst: 'a1b2', fingerprint: 'a1b2' }, validator)
    expect(checked instanceof Promise).toBe(false)
    expect(!(checked instanceof Promise) && checked.ok && checked.settings.apiBase).toBe('http://strata.test/prod/v1/develop/api/v1')
    expect(schemaLoads).toBe(0)
    const other = await startupOf(testEnv({ globalLoginRequired: 'yes' }), { checkedAgainst: 'a1b2', fingerprint: 'c3d4' }, validator)
    expect(other.ok ? [] : other.problems).toEqual([expect.stringMatching(/^globalLoginRequired:/)])
    expect(schemaLoads).toBe(1)
    const missing = await startupOf(undefined, { fingerprint: 'c3d4' }, validator)
    expect(missing.ok ? [] : missing.problems).toEqual(['window.strataEnv is missing: the server did not deliver env.js.'])
  })

  it('says what went wrong when the check of the configuration cannot be loaded', async () => {
    const startup = await startupOf(testEnv(), {}, () => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    expect(startup.ok ? [] : startup.problems).toEqual(['The check of the startup configuration could not be loaded: Failed to fetch dynamically imported module'])
  })

  it('says so when env.js did not arrive', () => {
    const startup = readStartupConfig(undefined)
    expect(startup.ok ? [] : startup.problems).toEqual(['window.strataEnv is missing: the server did not deliver env.js.'])
  })

  it('shows an error page listing the problems', () => {
    render(<ConfigErrorPage problems={['globalLoginRequired: Invalid input']} />)
    expect(screen.getByText('The startup configuration of this installation is invalid')).toBeTruthy()
    expect(screen.getByText('globalLoginRequired: Invalid input')).toBeTruthy()
  })
})

describe('OpenID Connect settings', () => {
  it('use the authorization code flow with the callback pages under the GUI base', () => {
    const settings = oidcSettings('https://host/prod/v1/develop/auth/realms/strata', 'strata_gui', 'https://host')
    expect(settings).toMatchObject({
      authority: 'https://host/prod/v1/develop/auth/realms/strata',
      client_id: 'strata_gui',
      response_type: 'code',
      redirect_uri: 'https://host/prod/v1/develop/gui/auth/callback',
      silent_redirect_uri: 'https://host/prod/v1/develop/gui/auth/silent-callback.html',
      post_logout_redirect_uri: 'https://host/prod/v1/develop/gui/',
    })
  })

  it("link the provider's account page and recognise the callback path", () => {
    expect(accountUrl('https://host/auth/realms/strata/')).toBe('https://host/auth/realms/strata/account')
    expect(isLoginCallback('/prod/v1/develop/gui/auth/callback')).toBe(true)
    expect(isLoginCallback('/prod/v1/develop/gui/about/information')).toBe(false)
  })
})
