/**
 * How long the first render waits for the code of the page opened. Rendered before it, the shell shows
 * and lays out a page that is still loading, then renders again: on two cores that delayed the search
 * page's first result rows by about 50 ms and the entry page's first card by about 70 ms. A slow
 * network must not keep the window blank for long, though.
 */
export const PAGE_CODE_WAIT_MS = 400

/** Settles once the page's code has loaded or failed (its page reports a failure), or after `waitMs`. */
export function pageCodeOrTimeout(pageCode: Promise<unknown>, waitMs = PAGE_CODE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    pageCode.then(done, done)
  })
}
