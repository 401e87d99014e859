import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchBrowser } from './browser.js'
import { startServer, type RunningServer } from './server.js'

export interface BrowserSession {
  server: RunningServer
  browser: Browser
  page: Page
}

/**
 * Starts a server and a Chromium page before the tests of the enclosing describe and stops both after.
 * The fields are filled in beforeAll, so read them inside the tests, not at describe time. `serverEnv` is
 * added to the server's environment (e.g. STRATA_CONFIG_DIR).
 */
export function useBrowserSession(viewport: { width: number; height: number }, serverEnv?: Record<string, string>): BrowserSession {
  const session = {} as BrowserSession
  beforeAll(async () => {
    session.server = await startServer({ env: serverEnv })
    session.browser = await launchBrowser()
    session.page = await session.browser.newPage({ viewport })
  })
  afterEach(({ task }) => {
    // A failed test shows what the server said meanwhile (processing errors, crashes).
    if (task.result?.state === 'fail') console.error(`server output (last 6000 characters):\n${session.server?.output().slice(-6000)}`)
  })
  afterAll(async () => {
    await session.browser?.close()
    await session.server?.stop()
  })
  return session
}
