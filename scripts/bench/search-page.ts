// Search page figures (issue 4): the JavaScript a browser loads before the Entries search page is
// interactive (its first result rows shown), gzipped as a server would send it, and the time to that
// point. Uses the built GUI (dist/gui) as `npm start` serves it, on the example data.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../../tests/e2e/support/browser.js'
import { startServer } from '../../tests/e2e/support/server.js'
import { firstShownAt, noteFirstShown } from './first-shown.js'
import { printGoal } from './goals.js'

const GUI_DIR = resolve(import.meta.dirname, '..', '..', 'dist', 'gui')
const GUI_PATH = '/prod/v1/develop/gui/'

const builtFile = (url: string) => join(GUI_DIR, new URL(url).pathname.slice(GUI_PATH.length))

/** Gzipped size of a built file, by its URL below the GUI path. */
function gzippedSize(url: string): number {
  return gzipSync(readFileSync(builtFile(url)), { level: 9 }).length
}

/** Cold loads measured; the figure is their median (one load varies by a few hundred ms on a shared 2-core machine). */
const LOADS = 5

/** One cold load (a fresh browser, nothing cached): when the first result row was in the document, and the scripts asked for until then. */
async function coldLoad(origin: string): Promise<{ firstRowAt: number; requested: string[] }> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    // The page notes (ms after navigation start) when the first result row is in the document,
    // and the scripts counted are the ones requested before then: what loads after the rows
    // (such as the units library) does not delay them.
    await noteFirstShown(page, '[data-testid="result-row"]')
    await page.goto(`${origin}${GUI_PATH}search/entries`)
    await page.locator('[data-testid="result-row"]').first().waitFor({ timeout: 120_000 })
    const firstRowAt = await firstShownAt(page)
    const requested = await page.evaluate((at) => performance.getEntriesByType('resource').filter((entry) => entry.startTime < at).map((entry) => entry.name), firstRowAt)
    return { firstRowAt, requested }
  } finally {
    await browser.close()
  }
}

export async function benchSearchPage() {
  const server = await startServer()
  try {
    const loads: { firstRowAt: number; requested: string[] }[] = []
    for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(server.origin))
    const sorted = [...loads].sort((a, b) => a.firstRowAt - b.firstRowAt)
    const median = sorted[Math.floor(sorted.length / 2)]
    const interactiveMs = Math.round(median.firstRowAt)
    // env.js is the server's small generated startup config, not part of the bundle.
    const loaded = median.requested.filter((url) => url.includes(GUI_PATH) && url.endsWith('.js') && existsSync(builtFile(url)))
    const gzipBytes = loaded.reduce((sum, url) => sum + gzippedSize(url), 0)
    console.log(`Entries search page: first result rows ${interactiveMs} ms after navigation start, median of ${LOADS} cold browsers (each: ${loads.map((load) => Math.round(load.firstRowAt)).join(', ')} ms; includes login check)`)
    console.log(`JavaScript loaded until then: ${loaded.length} files, ${(gzipBytes / 1024).toFixed(1)} KiB gzipped`)
    const largest = loaded.map((url) => ({ file: new URL(url).pathname.split('/').at(-1), kib: gzippedSize(url) / 1024 })).sort((a, b) => b.kib - a.kib).slice(0, 6)
    for (const { file, kib } of largest) console.log(`  ${kib.toFixed(1).padStart(7)} KiB  ${file}`)
    printGoal({ label: 'search page first result rows (cold start)', value: interactiveMs, unit: 'ms', limit: 1000 })
    printGoal({ label: 'search page JavaScript loaded by then', value: gzipBytes / 1024, unit: 'KiB', limit: 400, digits: 1 })
  } finally {
    await server.stop()
  }
}
