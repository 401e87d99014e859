import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, saveScreenshot, step } from './support/browser.js'
import { startServer, type RunningServer } from './support/server.js'

describe('foundation walk in Chromium', () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('opens the GUI, accepts cookies, logs in and out, and lands unknown paths on About → Information', async () => {
    await step(page, 'open-gui', async () => {
      await page.goto(server.guiUrl)
      await page.getByRole('button', { name: 'Login / Register' }).waitFor()
    })

    await step(page, 'accept-cookies', async () => {
      await page.getByRole('button', { name: /accept/i }).click()
      await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'terms-accepted')).toBe(true)
      await expect.poll(() => page.getByRole('button', { name: /accept/i }).count()).toBe(0)
    })

    await step(page, 'login', async () => {
      await page.getByRole('button', { name: 'Login / Register' }).click()
      await page.getByLabel('Username or email').fill('demo')
      await page.getByLabel('Password').fill('demo-password')
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.getByText(/Welcome.*Demo User/).waitFor()
    })

    await step(page, 'about-information', async () => {
      await page.getByRole('button', { name: 'About' }).click()
      await page.getByRole('menuitem', { name: /Information/ }).click()
      await page.waitForURL(/\/about\/information$/)
      await page.getByText(/entries/i).first().waitFor()
    })

    await step(page, 'unknown-path', async () => {
      await page.goto(`${server.guiUrl}this/path/does/not/exist`)
      await page.waitForURL(/\/about\/information$/)
      await page.getByText(/Welcome.*Demo User/).waitFor()
    })

    await step(page, 'logout', async () => {
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('button', { name: 'Login / Register' }).waitFor()
    })
    await saveScreenshot(page, 'foundation-logged-out')
  })
})
