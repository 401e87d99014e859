// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readCookie } from '../../src/app/layout/cookies.js'
import { renderShell, testEnv } from './support/shell.js'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim()
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  }
}

beforeEach(clearCookies)
afterEach(cleanup)

describe('cookie notice', () => {
  it('tells about strictly necessary cookies and links the terms of service when configured', async () => {
    renderShell({ env: testEnv({ termsOfServiceUrl: 'https://example.org/terms' }) })
    const notice = await screen.findByRole('region', { name: 'cookie notice' })
    expect(notice.textContent).toContain('strictly necessary cookies')
    expect(within(notice).getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('https://example.org/terms')
  })

  it('has no terms link without a configured terms-of-service address', async () => {
    renderShell()
    const notice = await screen.findByRole('region', { name: 'cookie notice' })
    expect(within(notice).queryByRole('link')).toBeNull()
  })

  it("stores 'terms-accepted' on Accept, hides, and is not shown again", async () => {
    renderShell()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(screen.queryByRole('region', { name: 'cookie notice' })).toBeNull()
    expect(readCookie(document.cookie, 'terms-accepted')).toBeDefined()
    cleanup()
    renderShell()
    await screen.findByRole('heading', { name: 'Information' })
    expect(screen.queryByRole('region', { name: 'cookie notice' })).toBeNull()
  })
})

describe('beta banner and footer', () => {
  it('shows a test-version banner with a link to the official version', async () => {
    renderShell({ env: testEnv({ version: { label: '1.3.0', isTest: true, officialUrl: 'https://example.org' } }) })
    const banner = await screen.findByRole('status', { name: 'version banner' })
    expect(banner.textContent).toContain('This is a test version of the product (1.3.0).')
    expect(within(banner).getByRole('link', { name: 'official version' }).getAttribute('href')).toBe('https://example.org')
  })

  it('shows the configured banner text, and no banner for a regular version', async () => {
    renderShell({ env: testEnv({ betaBanner: 'Data may be reset on Mondays.' }) })
    expect((await screen.findByRole('status', { name: 'version banner' })).textContent).toContain('Data may be reset on Mondays.')
    cleanup()
    renderShell()
    await screen.findByRole('heading', { name: 'Information' })
    expect(screen.queryByRole('status', { name: 'version banner' })).toBeNull()
  })

  it('shows the configured footer links', async () => {
    renderShell({
      env: testEnv({
        footerLinks: [
          { label: 'Imprint', url: 'https://example.org/imprint' },
          { label: 'Privacy', url: 'https://example.org/privacy' },
        ],
      }),
    })
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe('https://example.org/imprint')
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toBeTruthy()
  })
})
