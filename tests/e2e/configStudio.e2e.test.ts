import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
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

/** Opens the studio on one document (logging in first when needed) and answers its YAML field once it is filled. */
async function openDocument(page: Page, guiUrl: string, button: RegExp) {
  await page.goto(`${guiUrl}admin/config`)
  const login = page.getByRole('button', { name: 'Login / Register' })
  const documents = page.getByRole('list', { name: 'config documents' })
  await Promise.race([login.waitFor({ timeout: 60000 }), documents.waitFor({ timeout: 60000 })])
  if (await login.isVisible()) await logIn(page, 'demo', 'demo-password', /Demo User/)
  await page.getByRole('button', { name: button }).click()
  const yaml = page.getByLabel('YAML')
  await expect.poll(() => yaml.inputValue(), { timeout: 30000 }).toMatch(/\S/)
  return yaml
}

/** The parts of an app and of the cards document the preview tests change. */
type AppDocument = { path: string; columns: Record<string, unknown>[] }
type CardsDocument = { options: Record<string, unknown> }

/** Rewrites the YAML field through its data, as an admin typing would. */
async function editYaml<T>(yaml: ReturnType<Page['getByLabel']>, change: (data: T) => void) {
  const data = parse(await yaml.inputValue()) as T
  change(data)
  await yaml.fill(stringify(data))
}

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

  it('previews an edited app: the result table follows the unsaved columns, a broken document shows its problems', async () => {
    const { page, server } = session
    const yaml = await openDocument(page, server.guiUrl, /Calculations apps\/calculations/)
    const preview = page.getByRole('region', { name: 'preview' })
    await step(page, 'config-studio-preview-app', async () => {
      await preview.getByRole('columnheader', { name: 'Formula', exact: true }).waitFor({ timeout: 60000 })
    })
    await step(page, 'config-studio-preview-app-columns', async () => {
      await editYaml<AppDocument>(yaml, (app) => {
        app.columns[0].title = 'Preview formula'
        app.columns.push({ search_quantity: 'mainfile', title: 'Preview file', selected: true })
      })
      await preview.getByRole('columnheader', { name: 'Preview formula', exact: true }).waitFor({ timeout: 30000 })
      await preview.getByRole('columnheader', { name: 'Preview file', exact: true }).waitFor({ timeout: 30000 })
      // Real results from the server, not an empty table.
      await preview.getByRole('row').nth(1).waitFor({ timeout: 30000 })
    })
    expect(await page.getByText(/Saved as version/).count()).toBe(0)

    await step(page, 'config-studio-preview-app-broken', async () => {
      await editYaml<AppDocument>(yaml, (app) => (app.path = 'not a path'))
      await preview.getByLabel('preview problems').getByText(/^path: Use letters/).waitFor({ timeout: 30000 })
      expect(await preview.getByRole('columnheader').count()).toBe(0)
      await editYaml<AppDocument>(yaml, (app) => (app.path = 'calculations'))
      await preview.getByRole('columnheader', { name: 'Preview formula', exact: true }).waitFor({ timeout: 30000 })
    })

    // A row's link opens the entry below the studio, not a page that is not there.
    await step(page, 'config-studio-preview-app-entry', async () => {
      await preview.getByRole('link', { name: 'Go to the entry page' }).first().click()
      await page.waitForURL(/\/admin\/config\/entry\/id\/[^/]+$/, { timeout: 30000 })
      await page.getByRole('tab', { name: 'Overview' }).waitFor({ timeout: 30000 })
    })

    // Nothing was saved: the app's own page still has its shipped column.
    await page.goto(`${server.guiUrl}search/calculations`)
    await page.getByRole('columnheader', { name: 'Formula', exact: true }).waitFor({ timeout: 60000 })
    expect(await page.getByRole('columnheader', { name: 'Preview formula', exact: true }).count()).toBe(0)
  }, 240_000)

  it('previews the edited entry cards on the first entry found', async () => {
    const { page, server } = session
    const yaml = await openDocument(page, server.guiUrl, /Entry cards cards/)
    const preview = page.getByRole('region', { name: 'preview' })
    await expect.poll(() => preview.getByLabel('Entry id').inputValue(), { timeout: 30000 }).toMatch(/\S/)
    const note = (title: string) => ({ type: 'markdown', title, content: 'Drawn before saving.' })
    await step(page, 'config-studio-preview-cards', async () => {
      await editYaml<CardsDocument>(yaml, (cards) => (cards.options.preview_note = note('Preview note')))
      await preview.getByRole('region', { name: 'Preview note' }).getByText('Drawn before saving.').waitFor({ timeout: 60000 })
    })
    await step(page, 'config-studio-preview-cards-title', async () => {
      await editYaml<CardsDocument>(yaml, (cards) => (cards.options.preview_note = note('Renamed note')))
      await preview.getByRole('region', { name: 'Renamed note' }).waitFor({ timeout: 30000 })
      expect(await preview.getByRole('region', { name: 'Preview note' }).count()).toBe(0)
    })
    expect(await page.getByText(/Saved as version/).count()).toBe(0)
  }, 240_000)
})
