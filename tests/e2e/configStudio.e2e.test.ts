import { describe, expect, it } from 'vitest'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

describe('config studio in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })

  it('an admin renames a column of the Entries app and the search page shows it without a restart', async () => {
    const { page, server } = session
    await page.goto(`${server.guiUrl}search/entries`)
    await acceptCookies(page)
    await page.getByRole('columnheader', { name: 'Name', exact: true }).waitFor({ timeout: 60000 })
    await logIn(page, 'demo', 'demo-password', /Demo User/)

    await step(page, 'config-studio-open', async () => {
      await page.getByRole('button', { name: 'Admin' }).click()
      await page.getByRole('menuitem', { name: /Config studio/ }).click()
      await page.getByRole('button', { name: /Entries apps\/entries/ }).click()
    })
    const yaml = page.getByLabel('YAML')
    await expect.poll(() => yaml.inputValue(), { timeout: 30000 }).toContain('title: Name')
    await step(page, 'config-studio-edit', async () => {
      await yaml.fill((await yaml.inputValue()).replace(/title: Name\n/, 'title: Studio name\n'))
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Saved as version 1. The deployment uses it now.').waitFor({ timeout: 30000 })
    })

    await step(page, 'config-studio-search-page', async () => {
      await page.goto(`${server.guiUrl}search/entries`)
      await page.getByRole('columnheader', { name: 'Studio name', exact: true }).waitFor({ timeout: 60000 })
    })
    expect(await page.getByRole('columnheader', { name: 'Name', exact: true }).count()).toBe(0)
  }, 240_000)
})
