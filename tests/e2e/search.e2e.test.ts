import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { saveScreenshot, step } from './support/browser.js'
import { useBrowserSession } from './support/session.js'

/** Counts shown by the terms menu of a quantity, by value. */
async function termCounts(page: Page, panel: string): Promise<Record<string, number>> {
  const rows = page.locator(`${panel} [data-menu-item-type="terms"] label`)
  const texts = await rows.allInnerTexts()
  return Object.fromEntries(
    texts
      .map((text) => /^(.*?)\s*(\d+)$/s.exec(text.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1].trim(), Number(match[2])]),
  )
}

describe('Explore → Entries in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })

  it('filters by an element, the counts of a terms menu follow, and a reload restores the query', async () => {
    const { server, page } = session
    await step(page, 'open-entries', async () => {
      await page.goto(`${server.guiUrl}search/entries`)
      await page.getByTestId('filter-menu').waitFor()
      await page.getByText('Your query will be shown here').waitFor()
    })

    const panel = '[data-testid="filter-panel-1"]'
    const openMenu = (title: string) =>
      step(page, `open-${title.replace(/\W+/g, '-')}`, async () => {
        await page.getByRole('button', { name: title }).click()
        await page.locator(panel).getByRole('heading', { name: title }).waitFor()
      })

    await openMenu('Structure / Symmetry')
    await expect.poll(async () => Object.keys(await termCounts(page, panel)).length, { timeout: 20000 }).toBeGreaterThan(0)
    const before = await termCounts(page, panel)

    await openMenu('Elements / Formula')
    const enabled = page.locator(`${panel} [data-testid^="element-"][data-count]:not([disabled])`)
    await expect.poll(() => enabled.count(), { timeout: 20000 }).toBeGreaterThan(1)
    // the rarest element: filtering by it must change the counts elsewhere
    const candidates = await enabled.evaluateAll((buttons) =>
      buttons.map((button) => ({ symbol: button.getAttribute('data-testid')!.replace('element-', ''), count: Number(button.getAttribute('data-count')) })),
    )
    const symbol = candidates.sort((a, b) => a.count - b.count)[0].symbol
    await step(page, 'click-element', async () => {
      await page.locator(`${panel} [data-testid="element-${symbol}"]`).click()
      await page.locator('[data-testid="query-chips"]').getByText(`Elements: ${symbol}`).waitFor()
    })
    await expect.poll(() => page.url()).toContain(`results.material.elements=${symbol}`)
    await saveScreenshot(page, 'search-entries-elements-panel')

    await openMenu('Structure / Symmetry')
    await expect.poll(async () => JSON.stringify(await termCounts(page, panel)), { timeout: 20000 }).not.toBe(JSON.stringify(before))

    await step(page, 'reload', async () => {
      await page.reload()
      await page.locator('[data-testid="query-chips"]').getByText(`Elements: ${symbol}`).waitFor()
    })
    await saveScreenshot(page, 'search-entries-filtered')
  })

  it('every configured app opens with its menus, all items rendering, and results', async () => {
    const { server, page } = session
    const failures: string[] = []
    for (const app of ['entries', 'calculations', 'materials', 'eln', 'eels']) {
      await step(page, `app-${app}`, async () => {
        await page.goto(`${server.guiUrl}search/${app}`)
        await page.getByTestId('filter-menu').waitFor()
        await page.getByText(/\d+ results?|no results/).first().waitFor({ timeout: 20000 })
        const menus = page.locator('[data-testid="filter-menu"] > div:first-child [role="button"]').filter({ hasText: /\S/ })
        const count = await menus.count()
        if (count === 0) failures.push(`${app}: no menus`)
        for (let index = 0; index < count; index++) {
          const menu = menus.nth(index)
          const title = (await menu.innerText()).trim()
          await menu.click()
          await page.waitForTimeout(300)
          for (const error of await page.getByTestId('menu-item-error').allInnerTexts()) failures.push(`${app} / ${title}: ${error}`)
        }
        // failed searches and aggregations reach the error snackbar
        for (const error of await page.locator('.MuiSnackbar-root').allInnerTexts()) failures.push(`${app}: ${error}`)
      })
    }
    expect(failures).toEqual([])
  })

  it('adds a histogram widget to the dashboard and exports it as YAML; terms widgets follow a periodic-table filter', async () => {
    const { server, page } = session
    await step(page, 'open-calculations', async () => {
      await page.goto(`${server.guiUrl}search/calculations`)
      await page.getByText(/\d+ results?|no results/).first().waitFor({ timeout: 20000 })
    })

    await step(page, 'add-histogram', async () => {
      await page.getByRole('button', { name: 'Add widget' }).click()
      await page.getByRole('menuitem', { name: 'Histogram' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit histogram widget' })
      await dialog.getByLabel('X-axis quantity').fill('upload_create_time')
      await dialog.getByRole('button', { name: 'Done' }).click()
      await page.locator('[data-testid="widget-histogram"]').first().waitFor()
    })

    await step(page, 'export-yaml', async () => {
      await page.getByRole('button', { name: 'Export' }).click()
      const yaml = await page.getByLabel('Dashboard YAML').inputValue()
      expect(yaml).toContain('type: histogram')
      expect(yaml).toContain('search_quantity: upload_create_time')
      await page.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => page.getByLabel('Dashboard YAML').count()).toBe(0)
    })
    await saveScreenshot(page, 'search-dashboard-histogram')

    const termsWidget = page.locator('[data-testid="widget-terms"]').first()
    const periodicTable = page.locator('[data-testid="widget-periodic_table"]').first()
    if ((await termsWidget.count()) === 0 || (await periodicTable.count()) === 0) {
      console.info('search e2e: the calculations dashboard has no terms or periodic-table widget; widget counts not checked')
      return
    }
    const enabled = periodicTable.locator('[data-testid^="element-"][data-count]:not([disabled])')
    await expect.poll(() => enabled.count(), { timeout: 20000 }).toBeGreaterThan(0)
    if ((await enabled.count()) < 2) {
      // with a single element every result has it, so filtering by it cannot change any count
      console.info('search e2e: the periodic-table widget offers one element only; widget counts not checked')
      return
    }
    const countsBefore = await termsWidget.innerText()
    const rarest = await enabled.evaluateAll((buttons) =>
      buttons
        .map((button) => ({ testId: button.getAttribute('data-testid')!, count: Number(button.getAttribute('data-count')) }))
        .sort((a, b) => a.count - b.count)[0].testId,
    )
    await step(page, 'widget-element-filter', async () => {
      await periodicTable.locator(`[data-testid="${rarest}"]`).click()
      await expect.poll(() => termsWidget.innerText(), { timeout: 20000 }).not.toBe(countsBefore)
    })
    await saveScreenshot(page, 'search-dashboard-filtered')
  })
})
