/**
 * The typed fetch client for the NOMAD API v1 (spec 1 §7). No React: the GUI wraps it in a provider.
 * It adds the bearer token, tolerates NaN in JSON, counts requests in flight for a loading indicator
 * and turns every failure into one of the error types of `./errors.js`.
 */
import { CannotReachApi, VersionMismatch, errorForStatus } from './errors.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]
export type Query = Record<string, QueryValue>

/** Gives the current access token (refreshing it first if needed), or nothing when anonymous. */
export type TokenProvider = () => Promise<string | undefined> | string | undefined

/** Response header by which the server names its version; compared against `guiVersion`. */
export const SERVER_VERSION_HEADER = 'x-strata-version'

export interface ApiClientOptions {
  /** Absolute or same-origin base of the API, e.g. `https://host/prod/v1/develop/api/v1`. */
  baseUrl: string
  getToken?: TokenProvider
  /** When set, a response whose `x-strata-version` header differs raises `VersionMismatch`. */
  guiVersion?: string
  fetch?: typeof fetch
}

export interface RequestOptions {
  query?: Query
  /** Sent as JSON unless it is a `BodyInit` that fetch understands (FormData, Blob, string ...). */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

type LoadingListener = (inFlight: number) => void

/** Runs before a plain browser navigation into the API: refreshes the token and rewrites the API cookie. */
export type NavigationPreparer = () => Promise<void>

export class ApiClient {
  private readonly baseUrl: string
  private readonly options: ApiClientOptions
  private inFlightCount = 0
  private readonly loadingListeners = new Set<LoadingListener>()
  private prepareNavigation: NavigationPreparer | undefined

  constructor(options: ApiClientOptions) {
    this.options = { ...options }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
  }

  /** Replaces the token provider, e.g. when the login state changes. */
  setTokenProvider(getToken: TokenProvider | undefined): void {
    this.options.getToken = getToken
  }

  /** Replaces what runs before `navigate` sends the browser into the API (the GUI's ApiProvider sets it). */
  setNavigationPreparer(prepare: NavigationPreparer | undefined): void {
    this.prepareNavigation = prepare
  }

  /**
   * Sends the browser to API URLs (downloads) by plain navigation. Such a navigation carries only the
   * API cookie, so the token is refreshed and the cookie rewritten first (spec 1 §7); otherwise a
   * token that expired while the tab was idle would make the download anonymous. `go` opens one URL.
   */
  async navigate(urls: string | readonly string[], go: (url: string) => void = (url) => globalThis.location.assign(url)): Promise<void> {
    await this.prepareNavigation?.()
    for (const url of typeof urls === 'string' ? [urls] : urls) go(url)
  }

  /** Number of requests that have not finished yet. */
  get inFlight(): number {
    return this.inFlightCount
  }

  /** Calls `listener` with the new count whenever a request starts or ends; returns the unsubscribe. */
  onLoadingChange(listener: LoadingListener): () => void {
    this.loadingListeners.add(listener)
    return () => this.loadingListeners.delete(listener)
  }

  get<T = unknown>(path: string, query?: Query, options: Omit<RequestOptions, 'query'> = {}): Promise<T> {
    return this.request<T>('GET', path, { ...options, query })
  }

  post<T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body })
  }

  put<T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body })
  }

  patch<T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body })
  }

  delete<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options)
  }

  /** A call whose answer is parsed as JSON (NaN tolerated) or returned as text when it is not JSON. */
  request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    return this.tracked(async () => (await readBody(await this.sendChecked(method, path, options))) as T)
  }

  /** The answer of a request sent by other means (the page's first script): read and checked as `request` reads its own. */
  answerOf<T = unknown>(sent: Promise<Response>): Promise<T> {
    return this.tracked(async () => (await readBody(await this.checked(await reached(() => sent)))) as T)
  }

  /** A call whose successful `Response` is handed back unread (files, streams); failures still throw typed errors. */
  fetchRaw(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
    return this.tracked(() => this.sendChecked(method, path, options))
  }

  /**
   * Sends a file body (FormData or Blob) and reports real upload progress (0..1) through XMLHttpRequest.
   * Where there is no XMLHttpRequest, or a custom fetch was given (tests), it falls back to fetch and
   * reports 1 once the answer is there. Failures throw the same typed errors as `request`.
   */
  upload<T = unknown>(method: HttpMethod, path: string, body: FormData | Blob, options: UploadOptions = {}): Promise<T> {
    if (this.options.fetch || typeof XMLHttpRequest === 'undefined')
      return this.request<T>(method, path, { query: options.query, body, signal: options.signal }).then((result) => {
        options.onProgress?.(1)
        return result
      })
    return this.tracked(async () => {
      const token = await this.options.getToken?.()
      const response = await sendWithXhr(method, this.url(path, options.query), body, token, options)
      this.checkVersion(response)
      const parsed = await readBody(response).catch(() => undefined)
      if (!response.ok) throw errorForStatus(response.status, parsed, response.statusText)
      return parsed as T
    })
  }

  /** The full URL of an API path with its query, e.g. for plain download links. */
  url(path: string, query?: Query): string {
    const relative = path.replace(/^\/+/, '')
    const search = encodeQuery(query)
    return `${this.baseUrl}/${relative}${search ? `?${search}` : ''}`
  }

  private async tracked<T>(work: () => Promise<T>): Promise<T> {
    this.changeInFlight(+1)
    try {
      return await work()
    } finally {
      this.changeInFlight(-1)
    }
  }

  private async sendChecked(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    return this.checked(await this.send(method, path, options))
  }

  private async checked(response: Response): Promise<Response> {
    this.checkVersion(response)
    if (response.ok) return response
    const body = await readBody(response).catch(() => undefined)
    throw errorForStatus(response.status, body, response.statusText)
  }

  private async send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    const token = await this.options.getToken?.()
    if (token) headers.Authorization = `Bearer ${token}`
    let body: BodyInit | undefined
    if (options.body !== undefined) {
      if (isBodyInit(options.body)) body = options.body
      else {
        body = JSON.stringify(options.body)
        headers['Content-Type'] = 'application/json'
      }
    }
    const doFetch = this.options.fetch ?? globalThis.fetch
    return reached(() => doFetch(this.url(path, options.query), { method, headers, body, signal: options.signal }))
  }

  private checkVersion(response: Response) {
    const expected = this.options.guiVersion
    const actual = response.headers.get(SERVER_VERSION_HEADER)
    if (expected && actual && actual !== expected)
      throw new VersionMismatch(`The server runs version ${actual}, the GUI is version ${expected}`, response.status)
  }

  private changeInFlight(delta: number) {
    this.inFlightCount += delta
    for (const listener of this.loadingListeners) listener(this.inFlightCount)
  }
}

export interface UploadOptions {
  query?: Query
  signal?: AbortSignal
  /** Called with the fraction of the body sent so far. */
  onProgress?: (fraction: number) => void
}

function sendWithXhr(
  method: HttpMethod,
  url: string,
  body: FormData | Blob,
  token: string | undefined,
  { signal, onProgress }: UploadOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const headers = new Headers()
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':')
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      if (xhr.status === 0) return reject(new CannotReachApi('The upload could not be sent'))
      onProgress?.(1)
      const bodyless = [204, 205, 304].includes(xhr.status)
      resolve(new Response(bodyless ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }))
    }
    xhr.onerror = () => reject(new CannotReachApi('The upload could not be sent'))
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

/** The response, or CannotReachApi when there was none (an abort stays an abort). */
async function reached(fetching: () => Promise<Response>): Promise<Response> {
  try {
    return await fetching()
  } catch (error) {
    if (isAbort(error)) throw error
    throw new CannotReachApi(error instanceof Error ? error.message : String(error))
  }
}

/** `a=1&b=x&b=y`: lists repeat their key (as FastAPI reads them); undefined and null are left out. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  return params.toString()
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  const type = response.headers.get('content-type') ?? ''
  const looksJson = type.includes('json') || /^\s*[[{]/.test(text)
  if (!looksJson) return text
  try {
    return parseJsonTolerant(text)
  } catch {
    // Also when labelled JSON: a damaged body (e.g. a broken processed archive) is shown as text (spec 1 §2).
    return text
  }
}

/** `JSON.parse` that also accepts the bare `NaN`, `Infinity` and `-Infinity` Python writes; they become null. */
export function parseJsonTolerant(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const repaired = replaceNonFiniteNumbers(text)
    if (repaired === text) throw error
    return JSON.parse(repaired)
  }
}

function replaceNonFiniteNumbers(text: string): string {
  let result = ''
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      result += char
      if (char === '\\') result += text[++i] ?? ''
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') {
      inString = true
      result += char
      continue
    }
    const token = ['-Infinity', 'Infinity', 'NaN'].find((word) => text.startsWith(word, i))
    if (token) {
      result += 'null'
      i += token.length - 1
      continue
    }
    result += char
  }
  return result
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  )
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

/** Name of the cookie that carries the bearer token for plain links into the API (spec 1 §7). */
export const TOKEN_COOKIE = 'Authorization'

/**
 * Writes the token into a strict same-site cookie scoped to the API path, expiring with the token;
 * without a token, expires the cookie. `target` is `document` in the browser.
 */
export function storeTokenCookie(
  target: { cookie: string },
  apiPath: string,
  token: string | undefined,
  expiresAt?: Date,
): void {
  const path = `; Path=${apiPath}; SameSite=Strict`
  if (!token) {
    target.cookie = `${TOKEN_COOKIE}=${path}; Expires=${new Date(0).toUTCString()}`
    return
  }
  const expires = expiresAt ? `; Expires=${expiresAt.toUTCString()}` : ''
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  target.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(`Bearer ${token}`)}${expires}${path}${secure}`
}
