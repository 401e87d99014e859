// When an element first appears on a page, noted by the page itself (ms after navigation start), so
// that the figure does not include the bench's own polling.
import type { Page } from 'playwright-core'

/** Before navigating: have the page note when the first element matching `selector` is in the document. */
export async function noteFirstShown(page: Page, selector: string): Promise<void> {
  await page.addInitScript((css) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(css)) return
      ;(window as unknown as { firstShownAt: number }).firstShownAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  }, selector)
}

/** After the element appeared: when it did (ms after navigation start). */
export async function firstShownAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { firstShownAt: number }).firstShownAt)
}
