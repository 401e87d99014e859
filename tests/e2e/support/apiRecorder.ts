import type { Page } from 'playwright-core'

export interface RecordedCall {
  method: string
  /** Path and query below the API root, e.g. `entries/query`. */
  path: string
  requestBody: unknown
  status: number
  responseBody: unknown
}

export interface PageRecording {
  calls: RecordedCall[]
  consoleErrors: string[]
  /** Calls whose answer is not a 2xx (NOMAD's GUI only sends what NOMAD's server answers with success). */
  failedCalls(): RecordedCall[]
  clear(): void
}

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Records every call the page makes below `apiRoot` and every console error. Requests to other
 * hosts (NOMAD's GUI loads pace.js and MathJax from CDNs, unreachable here) are answered empty.
 */
export async function recordPage(page: Page, apiRoot: string, origin: string): Promise<PageRecording> {
  const calls: RecordedCall[] = []
  const consoleErrors: string[] = []
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`))
  page.on('response', async (response) => {
    const request = response.request()
    if (!request.url().startsWith(apiRoot)) return
    const call: RecordedCall = {
      method: request.method(),
      path: request.url().slice(apiRoot.length).replace(/^\//, ''),
      requestBody: parseJson(request.postData()),
      status: response.status(),
      responseBody: undefined,
    }
    calls.push(call)
    call.responseBody = await response.text().then(parseJson, () => undefined)
  })
  return {
    calls,
    consoleErrors,
    failedCalls: () => calls.filter((call) => call.method !== 'OPTIONS' && (call.status < 200 || call.status >= 300)),
    clear: () => {
      calls.length = 0
      consoleErrors.length = 0
    },
  }
}

/** One line per call, for failure messages. */
export function describeCalls(calls: RecordedCall[]): string {
  return calls
    .map((call) => `${call.method} ${call.path} → ${call.status} ${JSON.stringify(call.responseBody ?? '').slice(0, 300)}\n   body: ${JSON.stringify(call.requestBody ?? '').slice(0, 300)}`)
    .join('\n')
}
