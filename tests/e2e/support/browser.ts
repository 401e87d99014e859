import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

const CHROMIUM = process.env.STRATA_CHROMIUM ?? '/usr/bin/chromium'
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'e2e')

/**
 * Debian's Chromium, headless, with the flags this closed network needs (playwright gives it a fresh profile).
 * `webgl`: software WebGL (SwiftShader) for pages that draw 3D structures, as NOMAD's GUI does.
 */
export async function launchBrowser(options: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      ...(options.webgl ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : ['--disable-gpu']),
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Saves a full-page screenshot named after the failing step. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/** Runs a step; on failure keeps a screenshot beside the error. */
export async function step<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    const path = await saveScreenshot(page, `failed-${name}`).catch(() => 'no screenshot')
    throw new Error(`step "${name}" failed (screenshot: ${path}): ${(error as Error).message}`, { cause: error })
  }
}
