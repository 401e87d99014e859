import { describe, expect, it } from 'vitest'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

/** A dashboard the Entries app does not have in its shipped config: one terms widget with its own title. */
const DASHBOARD = `dashboard:
  widgets:
    - type: terms
      title: Programs (studio)
      search_quantity: results.method.simulation.program_name
      layout:
        lg: { x: 0, y: 0, w: 6, h: 9 }
`

describe('config studio in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })

  it('an admin renames a column and adds a dashboard widget to the Entries app; the search page shows both without a restart', async () => {
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
    expect(await page.getByRole('region', { name: 'Programs (studio)' }).count()).toBe(0)

    await step(page, 'config-studio-dashboard', async () => {
      await page.getByRole('button', { name: 'Admin' }).click()
      await page.getByRole('menuitem', { name: /Config studio/ }).click()
      await page.getByRole('button', { name: /Entries apps\/entries/ }).click()
      await expect.poll(() => yaml.inputValue(), { timeout: 30000 }).toContain('title: Studio name')
      const text = await yaml.inputValue()
      expect(text).not.toMatch(/^dashboard:/m)
      await yaml.fill(`${text.trimEnd()}\n${DASHBOARD}`)
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Saved as version 2. The deployment uses it now.').waitFor({ timeout: 30000 })
    })

    await step(page, 'config-studio-dashboard-search-page', async () => {
      await page.goto(`${server.guiUrl}search/entries`)
      const widget = page.getByRole('region', { name: 'Programs (studio)' })
      await widget.waitFor({ timeout: 60000 })
      await page.getByTestId('widget-terms').waitFor({ timeout: 30000 })
    })
    // The first save is still in force.
    await page.getByRole('columnheader', { name: 'Studio name', exact: true }).waitFor({ timeout: 30000 })
  }, 240_000)
})
