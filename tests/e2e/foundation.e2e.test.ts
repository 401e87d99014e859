import { describe, expect, it } from 'vitest'
import { saveScreenshot, step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

describe('foundation walk in Chromium', () => {
  const session = useBrowserSession({ width: 1280, height: 900 })

  it('opens the GUI, accepts cookies, logs in and out, and lands unknown paths on About → Information', async () => {
    const { server, page } = session
    await step(page, 'open-gui', async () => {
      await page.goto(server.guiUrl)
      await page.getByRole('button', { name: 'Login / Register' }).waitFor()
    })

    await step(page, 'accept-cookies', async () => {
      await acceptCookies(page)
      await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'terms-accepted')).toBe(true)
      await expect.poll(() => page.getByRole('button', { name: /accept/i }).count()).toBe(0)
    })

    await step(page, 'login', async () => {
      await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
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
