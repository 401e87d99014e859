import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { RESULT_ROW_HEIGHT } from '../../src/renderers/results/resultRowStyles.js'
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

const FORMULA = 'results.material.chemical_formula_hill'

/** Counts shown by the first terms widget of the dashboard, by value. */
async function widgetCounts(page: Page): Promise<Record<string, number>> {
  const rows = page.locator('[data-testid="widget-terms"] [role="listitem"]')
  const entries = await rows.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('aria-label') ?? '', Number(item.lastElementChild?.textContent ?? 'NaN')] as const),
  )
  return Object.fromEntries(entries.filter(([value, count]) => value !== '' && Number.isFinite(count)))
}

describe('Explore → Entries in Chromium', () => {
  const session = useBrowserSession({ width: 1600, height: 1000 })

  it('filters by an element in the periodic table; a terms menu and a terms widget added through its dialog follow; a reload restores the query', async () => {
    const { server, page } = session
    await step(page, 'open-entries', async () => {
      await page.goto(`${server.guiUrl}search/entries`)
      await page.getByTestId('filter-menu').waitFor()
      await page.getByText('Your query will be shown here').waitFor()
      // The rows are as high as the results table assumes before measuring them: else the first rows take a second render.
      await page.getByTestId('result-row').first().waitFor()
      const heights = await page.locator('tbody[data-index]').evaluateAll((rows) => rows.slice(0, 5).map((row) => (row as HTMLElement).offsetHeight))
      expect(heights.length).toBeGreaterThan(0)
      expect(new Set(heights)).toEqual(new Set([RESULT_ROW_HEIGHT]))
    })

    const termsWidget = page.locator('[data-testid="widget-terms"]').first()
    await step(page, 'add-terms-widget', async () => {
      await page.getByRole('button', { name: 'Add widget' }).click()
      await page.getByRole('menuitem', { name: 'Terms' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit terms widget' })
      await dialog.getByLabel('Search quantity').fill(FORMULA)
      await dialog.getByRole('button', { name: 'Done' }).click()
      await termsWidget.waitFor()
    })
    await expect.poll(async () => Object.keys(await widgetCounts(page)).length, { timeout: 20000 }).toBeGreaterThan(1)
    const widgetBefore = await widgetCounts(page)

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
    const rarest = candidates.sort((a, b) => a.count - b.count)[0]
    const symbol = rarest.symbol
    await step(page, 'click-element', async () => {
      await page.locator(`${panel} [data-testid="element-${symbol}"]`).click()
      await page.locator('[data-testid="query-chips"]').getByText(`Elements: ${symbol}`).waitFor()
    })
    await expect.poll(() => page.url()).toContain(`results.material.elements=${symbol}`)

    // the widget now counts only entries with the element: each formula contains it, and the counts add up to its count
    await expect.poll(async () => JSON.stringify(await widgetCounts(page)), { timeout: 20000 }).not.toBe(JSON.stringify(widgetBefore))
    const widgetAfter = await widgetCounts(page)
    expect(Object.keys(widgetAfter).length).toBeGreaterThan(0)
    for (const formula of Object.keys(widgetAfter)) expect(formula.match(/[A-Z][a-z]?/g)).toContain(symbol)
    expect(Object.values(widgetAfter).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(rarest.count)
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
    let searches = 0
    const countSearch = (request: { url(): string; method(): string }) => {
      if (request.method() === 'POST' && /\/(entries|materials)\/query$/.test(request.url())) searches++
    }
    page.on('request', countSearch)
    for (const app of ['entries', 'calculations', 'materials', 'eln', 'eels']) {
      await step(page, `app-${app}`, async () => {
        searches = 0
        await page.goto(`${server.guiUrl}search/${app}`)
        await page.getByTestId('filter-menu').waitFor()
        await page.getByText(/\d+ results?|no results/).first().waitFor({ timeout: 20000 })
        // The results and the dashboard's aggregations take a request or two; a page that keeps asking is broken.
        await page.waitForTimeout(1000)
        if (searches > 10) failures.push(`${app}: ${searches} search requests while opening`)
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
    page.off('request', countSearch)
    expect(failures).toEqual([])
  })

  it('adds a histogram widget to the dashboard and exports it as YAML', async () => {
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
  })
})
