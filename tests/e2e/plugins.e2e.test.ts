import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiAs } from './support/apiClient.js'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

/** The deployment of the plugin author guide: its plugins/perovskites folder brings an app, a card, a schema and an example upload. */
const EXAMPLE_DEPLOYMENT = resolve(import.meta.dirname, '..', '..', 'docs', 'examples', 'deployment')
const PROCESSING = 120000

describe('a plugin folder in Chromium', () => {
  const session = useBrowserSession({ width: 1400, height: 1000 }, { STRATA_CONFIG_DIR: EXAMPLE_DEPLOYMENT })

  it('adds its example upload, creates an entry from its schema, finds the structure in its app and shows its card', async () => {
    const { server, page } = session
    let uploadUrl = ''

    await step(page, 'login-demo', async () => {
      await page.goto(server.guiUrl)
      await acceptCookies(page)
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
    })

    await step(page, 'add-example-upload', async () => {
      await page.goto(`${server.guiUrl}user/uploads`)
      await page.getByRole('button', { name: 'Add Example Uploads' }).click()
      const dialog = page.getByRole('dialog', { name: 'Select a sample Upload' })
      const group = dialog.getByRole('region', { name: 'Perovskites' })
      await group.getByRole('heading', { name: 'Strontium titanate' }).waitFor()
      await expect.poll(() => group.textContent()).toContain('The cubic perovskite SrTiO3 at room temperature, as a CIF file.')
      await group.getByRole('button', { name: 'add Strontium titanate' }).click()
      await page.waitForURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
      uploadUrl = page.url()
      await page.getByTestId('process-status').filter({ hasText: 'Processing completed' }).waitFor({ timeout: PROCESSING })
      await expect.poll(() => page.getByTestId('entries-counter').textContent(), { timeout: PROCESSING }).toMatch(/^1\/1 entries processed/)
      await page.getByText('SrTiO3-cubic.cif').first().waitFor()
    })

    await step(page, 'create-from-plugin-schema', async () => {
      await page.getByRole('button', { name: 'Create from schema' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create from schema' })
      await dialog.getByLabel('Schema').fill('Perovskite')
      await page.getByRole('option', { name: 'PerovskiteFilm' }).click()
      await dialog.getByLabel('Name').fill('SRO film')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await page.waitForURL(/\/entry\/id\/[^/]+/, { timeout: PROCESSING })
      await page.getByRole('tab', { name: 'Data' }).click()
      await page.getByText('data', { exact: true }).first().click()
      // The schema's quantities are editable: the plugin's enum offers its three substrates.
      await page.getByText('laser_fluence', { exact: false }).first().waitFor({ timeout: 30000 })
      await page.getByLabel('substrate', { exact: true }).click()
      await page.getByRole('option', { name: 'LaAlO3 (001)' }).waitFor()
      await page.keyboard.press('Escape')
    })

    await step(page, 'find-in-plugin-app', async () => {
      await page.goto(`${server.guiUrl}search/perovskites`)
      await page.getByRole('columnheader', { name: 'Formula' }).waitFor({ timeout: 30000 })
      await page.getByRole('cell', { name: 'O3SrTi' }).first().click()
    })

    await step(page, 'plugin-card', async () => {
      const api = await apiAs(server.guiUrl, 'demo', 'demo-password')
      const uploadId = uploadUrl.split('/').at(-1)!
      const entries = (await api.json(`uploads/${uploadId}/entries`)) as { data: { entry_id: string; mainfile: string }[] }
      const cif = entries.data.find((entry) => entry.mainfile === 'SrTiO3-cubic.cif')!
      await page.goto(`${server.guiUrl}entry/id/${cif.entry_id}`)
      await page.getByText('Perovskite stability').waitFor({ timeout: 30000 })
      await expect.poll(() => page.getByText(/Goldschmidt's tolerance factor/).count()).toBe(1)
    })
  }, 600000)
})
