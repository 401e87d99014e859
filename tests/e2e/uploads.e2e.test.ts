import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithReference, REFERENCE_DIR } from '../reference.js'
import { saveScreenshot, step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

const VASP_ZIP = join(REFERENCE_DIR, 'raw-files', 'uploads', 'examples_vasp.zip')
const CIF = join(REFERENCE_DIR, 'raw-files', 'cif', 'Ag1Co1O2_ICSD_246157.cif')
const PROCESSING = 180000
/** Longer than any one step, so that a stuck step fails by itself, named and with a screenshot. */
const WHOLE_FLOW = 600000

/**
 * Processing has ended with every entry processed: the status alone can still show the completion
 * of an earlier run (a new upload starts completed), while the server already processes the new files.
 */
async function waitForProcessingCompleted(page: Page) {
  await page.getByTestId('process-status').filter({ hasText: 'Processing completed' }).waitFor({ timeout: PROCESSING })
  await expect.poll(() => page.getByTestId('entries-counter').textContent(), { timeout: PROCESSING }).toMatch(/^([1-9]\d*)\/\1 entries processed/)
  await page.getByTestId('process-status').filter({ hasText: 'Processing completed' }).waitFor({ timeout: PROCESSING })
}

describeWithReference('uploads in Chromium', () => {
  const session = useBrowserSession({ width: 1400, height: 1000 })

  it('creates an upload from a zip and a CIF, processes, publishes with embargo, and hides it from another user', async () => {
    const { server, page } = session
    let uploadId = ''

    await step(page, 'login-demo', async () => {
      await page.goto(server.guiUrl)
      await acceptCookies(page)
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
    })

    await step(page, 'create-upload', async () => {
      await page.goto(`${server.guiUrl}user/uploads`)
      const create = page.getByRole('button', { name: 'Create a new upload' })
      await expect.poll(() => create.isEnabled(), { timeout: 20000 }).toBe(true)
      await create.click()
      await page.waitForURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
      uploadId = decodeURIComponent(page.url().split('/').pop()!)
      await page.getByText('Drop files here or click to open dialog').waitFor()
    })

    await step(page, 'drop-zip', async () => {
      await page.getByTestId('drop-zone-input').setInputFiles(VASP_ZIP)
      await waitForProcessingCompleted(page)
      await page.getByRole('table', { name: 'entries' }).getByText(/Si\.xml/).waitFor({ timeout: 30000 })
    })

    await step(page, 'drop-cif', async () => {
      await page.getByTestId('drop-zone-input').setInputFiles(CIF)
      // The new file is processed: the CIF's entry appears and processing completes again.
      await page.getByRole('table', { name: 'entries' }).getByText(/Ag1Co1O2_ICSD_246157\.cif/).waitFor({ timeout: PROCESSING })
      await waitForProcessingCompleted(page)
      await expect.poll(() => page.getByTestId('entries-counter').textContent()).toMatch(/^(\d+)\/\1 entries processed/)
    })

    await step(page, 'see-entries', async () => {
      const rows = page.getByRole('table', { name: 'entries' }).getByRole('row')
      expect(await rows.count()).toBeGreaterThanOrEqual(1 + 2)
      await page.getByTestId('lane-root').getByText('Ag1Co1O2_ICSD_246157.cif').waitFor()
    })

    await step(page, 'publish-with-embargo', async () => {
      const steps = page.getByTestId('upload-steps')
      await steps.getByRole('combobox', { name: 'Embargo period' }).click()
      await page.getByRole('option', { name: '12 months' }).click()
      await steps.getByRole('button', { name: 'Publish' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click()
      await page.getByText('This upload is published with an embargo of 12 months.').waitFor({ timeout: PROCESSING })
    })
    await saveScreenshot(page, 'uploads-published-with-embargo')

    await step(page, 'browse-files', async () => {
      await page.getByRole('tab', { name: 'Files' }).click()
      await page.getByTestId('lane-root').getByRole('link', { name: /examples_vasp/ }).click()
      await page.getByTestId('lane-examples_vasp').getByRole('link', { name: /xml/ }).click()
      await page.getByTestId('lane-examples_vasp/xml').getByRole('link', { name: /Si\.xml/ }).click()
      // vasprun files are XML text: previewed in 16384-byte chunks.
      await page.getByTestId('text-preview').getByText(/<modeling>/).first().waitFor()
      await page.getByRole('button', { name: 'load more' }).click()
      await page.getByTestId('text-preview').getByText(/<\/modeling>/).first().waitFor({ timeout: 30000 }).catch(() => undefined)
    })
    await saveScreenshot(page, 'uploads-file-browser')

    await step(page, 'state-charts', async () => {
      await page.goto(`${server.guiUrl}dev/statecharts`)
      await page.getByRole('combobox', { name: 'Upload' }).click()
      await page.getByRole('option').first().click()
      const chart = page.getByRole('img', { name: 'Upload life cycle' })
      await chart.locator('[data-state="published.embargoed"][data-active]').waitFor()
      await page.getByRole('img', { name: 'Upload processing' }).locator('[data-state="SUCCESS"][data-active]').waitFor()
    })
    await saveScreenshot(page, 'uploads-state-charts')

    await step(page, 'reviewer-does-not-see-it', async () => {
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('button', { name: 'Login / Register' }).waitFor()
      await logIn(page, 'reviewer', 'reviewer-password', /Welcome.*Reviewer User/)
      await page.goto(`${server.guiUrl}user/uploads`)
      await page.getByRole('button', { name: 'Create a new upload' }).waitFor()
      await page.getByRole('table', { name: 'uploads' }).waitFor()
      expect(await page.getByRole('table', { name: 'uploads' }).getByText(uploadId).count()).toBe(0)
      await saveScreenshot(page, 'uploads-list-reviewer')
      await page.goto(`${server.guiUrl}user/uploads/upload/id/${encodeURIComponent(uploadId)}`)
      await page.getByText(/does not exist|not authorized|Failed to load|access/i).first().waitFor()
      expect(await page.getByTestId('entries-table').count()).toBe(0)
    })
  }, WHOLE_FLOW)
})
