import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { step } from './support/browser.js'
import { useBrowserSession } from './support/session.js'

/** The entry id of a published example upload's main file (the structures examples are public). */
async function exampleEntryId(apiUrl: string, mainfile: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await fetch(`${apiUrl}/entries/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { mainfile }, required: { include: ['entry_id'] } }),
    })
    const found = ((await answer.json()) as { data?: { entry_id: string }[] }).data ?? []
    if (found.length > 0) return found[0].entry_id
    await new Promise((resolveWait) => setTimeout(resolveWait, 500))
  }
  throw new Error(`no example entry with mainfile ${mainfile}`)
}

/** Notes what the page's first script (route-preload.js) sends ahead, before any of the GUI's code runs, as `window.sentByFirstScript`. */
async function noteSentByFirstScript(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let sent: unknown
    Object.defineProperty(window, 'strataSentAhead', {
      configurable: true,
      get: () => sent,
      set: (value: { method: string; path: string }[] | undefined) => {
        if (value?.length) (window as unknown as { sentByFirstScript: string[] }).sentByFirstScript = value.map((request) => `${request.method} ${request.path}`)
        sent = value
      },
    })
  })
}

describe('deep GUI links whose last segment has a dot, opened and reloaded in Chromium', () => {
  const session = useBrowserSession({ width: 1280, height: 900 })

  /** A new page of the session's browser at a GUI path, once `readySelector` is there. */
  async function openedAt(path: string, readySelector: string): Promise<Page> {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${session.server.guiUrl}${path}`)
    await page.locator(readySelector).first().waitFor()
    return page
  }

  it('opens and reloads a metainfo definition named with dots', async () => {
    const { server, page } = session
    const link = `${server.guiUrl}analyze/metainfo/nomad.datamodel.datamodel.EntryArchive`
    await step(page, 'open-metainfo-link', async () => {
      const response = await page.goto(link)
      expect(response?.status()).toBe(200)
      await page.getByText('EntryArchive').first().waitFor()
    })
    await step(page, 'reload-metainfo-link', async () => {
      const response = await page.reload()
      expect(response?.status()).toBe(200)
      await page.getByText('EntryArchive').first().waitFor()
      expect(page.url()).toBe(link)
    })
  })

  it('opens and reloads a file of an entry (files/<name>.cif)', async () => {
    const { server, page } = session
    const entryId = await exampleEntryId(`${server.origin}/prod/v1/develop/api/v1`, 'Cu-fcc.cif')
    const link = `${server.guiUrl}entry/id/${entryId}/files/Cu-fcc.cif`
    await step(page, 'open-file-link', async () => {
      const response = await page.goto(link)
      expect(response?.status()).toBe(200)
      await page.getByText('Entry files').first().waitFor()
      await page.getByText('Cu-fcc.cif').first().waitFor()
    })
    await step(page, 'reload-file-link', async () => {
      const response = await page.reload()
      expect(response?.status()).toBe(200)
      await page.getByText('Entry files').first().waitFor()
      expect(page.url()).toBe(link)
    })
  })

  it('shows the newest lane of a deep archive link, scrolled into view', async () => {
    const { server, page } = session
    const entryId = await exampleEntryId(`${server.origin}/prod/v1/develop/api/v1`, 'Cu-fcc.cif')
    await step(page, 'archive-deep-link-last-lane', async () => {
      await page.goto(`${server.guiUrl}entry/id/${entryId}/data/results/material/symmetry/space_group_symbol`)
      const row = page.getByTestId('archive-lanes')
      await page.getByTestId('quantity-lane').waitFor()
      const lanes = row.getByTestId('archive-lane')
      // More lanes than the row is wide, so without following the newest one it would be off to the right.
      expect(await lanes.count()).toBeGreaterThanOrEqual(4)
      await expect
        .poll(async () => {
          const [rowBox, lastBox] = [await row.boundingBox(), await lanes.last().boundingBox()]
          return rowBox && lastBox ? Math.round(lastBox.x + lastBox.width - (rowBox.x + rowBox.width)) : undefined
        })
        .toBeLessThanOrEqual(2)
      expect(await row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    })
  })

  it('an entry link asks for its page code along with the shell and its data once, within the content security policy', async () => {
    const { server, browser } = session
    // A first visit: nothing cached, so the GUI's code comes after the first script has run.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const entryId = await exampleEntryId(`${server.origin}/prod/v1/develop/api/v1`, 'Cu-fcc.cif')
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith(`/entries/${entryId}`) || path.endsWith(`/entries/${entryId}/archive/query`)) asked.push(`${request.method()} ${path.split('/api/v1/')[1]}`)
    })
    await noteSentByFirstScript(page)
    await step(page, 'entry-link-preloads-its-page', async () => {
      await page.goto(`${server.guiUrl}entry/id/${entryId}`)
      await page.locator('[aria-label="Overview cards"] section').first().waitFor()
      // Both requests were sent by the first script, while the code loaded; the page took their answers instead of asking again.
      const expected = [`GET entries/${entryId}`, `POST entries/${entryId}/archive/query`]
      expect(await page.evaluate(() => (window as unknown as { sentByFirstScript?: string[] }).sentByFirstScript)).toEqual(expected)
      expect(asked.sort()).toEqual(expected)
      const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href))
      expect(preloaded.some((href) => /\/assets\/OverviewTab-[^/]+\.js$/.test(href))).toBe(true)
      expect(violations).toEqual([])
    })
    await step(page, 'entry-link-reloaded-with-its-code-cached', async () => {
      // The GUI's code is in the cache now, and the first script still runs before it and sends both requests.
      asked.length = 0
      await page.reload()
      await page.locator('[aria-label="Overview cards"] section').first().waitFor()
      const expected = [`GET entries/${entryId}`, `POST entries/${entryId}/archive/query`]
      expect(await page.evaluate(() => (window as unknown as { sentByFirstScript?: string[] }).sentByFirstScript)).toEqual(expected)
      expect(asked.sort()).toEqual(expected)
    })
    await page.close()
  })

  it("has the page chunks the first script asks for compiled off the main thread (V8's compile hint), not the shell's", async () => {
    const page = await openedAt('search/entries', 'table tbody tr')
    const chunks = await page.evaluate(async () => {
      const firstLine = async (href: string) => (await (await fetch(href)).text()).split('\n', 1)[0]
      const inIndex = new Set([...new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) => new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? '', location.href).href))
      const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)
      const firstLines = (hrefs: string[]) => Promise.all(hrefs.map(async (href) => ({ file: href.split('/').at(-1) ?? '', firstLine: await firstLine(href) })))
      return { shell: await firstLines([...inIndex]), page: await firstLines(preloaded.filter((href) => !inIndex.has(href))) }
    })
    const hint = '//# allFunctionsCalledOnLoad'
    expect(chunks.page.map((chunk) => chunk.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^SearchPageContent-.*\.js$/)]))
    expect(chunks.page.filter((chunk) => chunk.firstLine !== hint)).toEqual([])
    expect(chunks.shell.map((chunk) => chunk.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^shell-.*\.js$/)]))
    expect(chunks.shell.filter((chunk) => chunk.firstLine === hint)).toEqual([])
    await page.close()
  })

  it('a search link has its first results asked for by the first script, once', async () => {
    const { server, browser } = session
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const resultSearches: string[] = []
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/v1/entries/query')) return
      const body = JSON.parse(request.postData() ?? '{}') as { pagination?: { page_size?: number } }
      if ((body.pagination?.page_size ?? 0) > 0) resultSearches.push(request.postData() ?? '')
    })
    await noteSentByFirstScript(page)
    await step(page, 'search-link-sends-its-first-search-ahead', async () => {
      await page.goto(`${server.guiUrl}search/entries`)
      await page.locator('table tbody tr').first().waitFor()
      expect(await page.evaluate(() => (window as unknown as { sentByFirstScript?: string[] }).sentByFirstScript)).toEqual(['POST entries/query'])
      // The page took that answer: the rows it shows were asked for once.
      expect(resultSearches).toHaveLength(1)
    })
    await step(page, 'search-link-with-filters-asks-itself', async () => {
      // Filters in the address make another first search, which the GUI sends itself.
      resultSearches.length = 0
      const other = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      other.on('request', (request) => {
        if (request.url().endsWith('/api/v1/entries/query') && (JSON.parse(request.postData() ?? '{}').pagination?.page_size ?? 0) > 0) resultSearches.push(request.postData() ?? '')
      })
      await other.goto(`${server.guiUrl}search/entries?results.material.elements=Cu`)
      await other.locator('table tbody tr').first().waitFor()
      expect(resultSearches).toHaveLength(1)
      expect(JSON.parse(resultSearches[0]).query).toMatchObject({ 'results.material.elements:all': ['Cu'] })
      expect(await other.evaluate(() => window.strataSentAhead ?? [])).toEqual([])
      await other.close()
    })
    await page.close()
  })

  it('the GUI served takes the startup configuration its server validated without validating it again', async () => {
    const page = await openedAt('about/information', 'main')
    // The shell's code holds the fingerprint of the schema it was built with; env.js the one the server validated with.
    const check = await page.evaluate(async () => {
      const scripts = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => /\/assets\/shell-[^/]*\.js$/.test(url))
      const code = (await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))).join('\n')
      return { checkedAgainst: String(window.strataEnvChecked), shellScripts: scripts.length, code }
    })
    expect(check.shellScripts).toBe(1)
    expect(check.checkedAgainst).toMatch(/^[0-9a-f]{16}$/)
    expect(check.code).toContain(check.checkedAgainst)
    // Nor does it load the schema's check.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/startupConfig-[^/]*\.js$/.test(entry.name)).length)).toBe(0)
    await page.close()
  })

  it('loads the check of the startup configuration for an env.js checked with another schema, and lists what is wrong', async () => {
    /** A page whose env.js gets `extra` appended, opened at the about page; the scripts it loaded from the check's chunk. */
    const openedWithEnv = async (extra: string, readyText: string) => {
      const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.route('**/gui/env.js', async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, body: `${await response.text()}\n${extra}\n` })
      })
      await page.goto(`${session.server.guiUrl}about/information`)
      await page.getByText(readyText).first().waitFor()
      const checks = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/startupConfig-[^/]*\.js$/.test(entry.name)).length)
      return { page, checks }
    }
    const valid = await openedWithEnv("window.strataEnvChecked = 'another-schema'", 'Information')
    expect(valid.checks).toBe(1)
    await valid.page.close()
    const invalid = await openedWithEnv("window.strataEnvChecked = undefined; window.strataEnv.globalLoginRequired = 'yes'", 'The startup configuration of this installation is invalid')
    expect(invalid.checks).toBe(1)
    await invalid.page.getByText(/^globalLoginRequired:/).waitFor()
    await invalid.page.close()
  })
})
