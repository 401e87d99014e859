import type { Page } from 'playwright-core'

/** Accepts the cookie notice shown on the first visit. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: /accept/i }).click()
}

/** Logs in through the embedded provider's form and waits until the GUI greets the user by `greeting`. */
export async function logIn(page: Page, username: string, password: string, greeting: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Login / Register' }).click()
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByText(greeting).waitFor()
}
