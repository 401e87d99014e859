import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithReference, REFERENCE_DIR } from '../reference.js'
import { saveScreenshot, step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

const CIF = join(REFERENCE_DIR, 'raw-files', 'cif', 'Ag1Co1O2_ICSD_246157.cif')
const PROCESSING = 180000
const WHOLE_FLOW = 600000

/**
 * Goes to a GUI path inside the running app (as a link would). DOIs contain dots, and the server's
 * history fallback still answers paths with dots with 404 (issue 14), so page.goto cannot be used yet.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

describeWithReference('datasets and DOIs in Chromium', () => {
  const session = useBrowserSession({ width: 1400, height: 1000 })

  it('creates a dataset in the metadata dialog, lists and opens it, assigns a DOI, is refused deleting it and resolves the DOI', async () => {
    const { server, page } = session
    let doi = ''

    await step(page, 'publish-an-upload', async () => {
      await page.goto(server.guiUrl)
      await acceptCookies(page)
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
      await page.goto(`${server.guiUrl}user/uploads`)
      const create = page.getByRole('button', { name: 'Create a new upload' })
      await expect.poll(() => create.isEnabled(), { timeout: 20000 }).toBe(true)
      await create.click()
      await page.waitForURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
      await page.getByTestId('drop-zone-input').setInputFiles(CIF)
      await page.getByRole('table', { name: 'entries' }).getByText(/Ag1Co1O2_ICSD_246157\.cif/).waitFor({ timeout: PROCESSING })
      await page.getByTestId('process-status').filter({ hasText: 'Processing completed' }).waitFor({ timeout: PROCESSING })
      await page.getByTestId('upload-steps').getByRole('button', { name: 'Publish' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click()
      await page.getByText('This upload is published.').waitFor({ timeout: PROCESSING })
    })

    await step(page, 'create-dataset-in-metadata-dialog', async () => {
      await page.getByTestId('upload-steps').getByRole('button', { name: 'Edit the metadata of all entries' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Dataset (existing or new)').fill(' leading space')
      await dialog.getByRole('button', { name: 'Add' }).last().click()
      await dialog.getByText('Invalid name for dataset').waitFor()
      await dialog.getByLabel('Dataset (existing or new)').fill('Cobaltates')
      await dialog.getByRole('button', { name: 'Add' }).last().click()
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await dialog.waitFor({ state: 'hidden' })
    })

    await step(page, 'list-and-open', async () => {
      await page.goto(`${server.guiUrl}user/datasets`)
      const table = page.getByRole('table', { name: 'datasets' })
      await table.getByRole('link', { name: 'Cobaltates' }).click()
      await page.waitForURL(/\/user\/datasets\/dataset\/id\/[^/]+$/)
      await expect.poll(() => page.getByTestId('dataset-name').textContent()).toBe('Cobaltates')
      await page.getByText('no DOI assigned').waitFor()
      // Its one entry, found by the search of the dataset page.
      await page.getByText(/Ag1Co1O2_ICSD_246157\.cif|AgCoO2|Ag1Co1O2/).first().waitFor({ timeout: 30000 })
    })
    await saveScreenshot(page, 'datasets-one-dataset')

    await step(page, 'assign-doi', async () => {
      await page.goBack()
      const table = page.getByRole('table', { name: 'datasets' })
      await table.getByRole('button', { name: 'assign a DOI to Cobaltates' }).click()
      const dialog = page.getByRole('dialog')
      await dialog
        .getByText('Assigning a DOI is permanent. You will not be able to remove entries from datasets with a DOI. You cannot delete datasets with a DOI.')
        .waitFor()
      await dialog.getByRole('button', { name: 'Yes' }).click()
      const link = table.getByRole('link', { name: /^10\./ })
      await link.waitFor()
      doi = (await link.textContent())!
      expect(doi).toMatch(/^10\.\d+\/\S+$/)
    })

    await step(page, 'delete-is-refused', async () => {
      const table = page.getByRole('table', { name: 'datasets' })
      await table.getByRole('button', { name: 'delete Cobaltates' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText('Are you sure you want to permanently delete the dataset?').waitFor()
      await dialog.getByRole('button', { name: 'Yes' }).click()
      await page.getByRole('alert').filter({ hasText: 'The dataset cannot be removed. A DOI has been assigned to the dataset.' }).waitFor()
      await table.getByRole('link', { name: 'Cobaltates' }).waitFor()
    })
    await saveScreenshot(page, 'datasets-delete-refused')

    await step(page, 'resolve-doi', async () => {
      await openInApp(page, `${new URL(server.guiUrl).pathname}user/datasets/dataset/doi/${doi}`)
      await page.waitForURL(/\/user\/datasets\/dataset\/id\/[^/]+$/)
      await expect.poll(() => page.getByTestId('dataset-doi').textContent()).toBe(doi)
      await openInApp(page, `${new URL(server.guiUrl).pathname}user/datasets/dataset/doi/10.0000/none`)
      await page.getByText('This URL points to a dataset that does not exist.').waitFor()
    })
  }, WHOLE_FLOW)
})
