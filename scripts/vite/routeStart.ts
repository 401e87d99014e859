import type { SentAheadRequest } from '../../src/engine/api/sentAhead.js'

export interface RouteStartOptions {
  /** The GUI's base path without its trailing slash, e.g. '/prod/v1/develop/gui'. */
  guiBase: string
  /** Per route (a pattern tested against the page's path below the GUI base), the chunks its page needs. */
  routes: [pattern: string, chunks: string[]][]
  /** The entry page's route; its group 1 is the entry id as written in the link. */
  entryRoute: string
  /** An app's search page route; its group 1 is the app's path. */
  searchRoute: string
  /** The localStorage key set while the browser has had a login (src/app/auth/loginHint.ts). */
  loginHintKey: string
}

/**
 * The body of route-preload.js, the GUI's first script: by the path the browser opened, it asks for the
 * page's chunks (modulepreload links) and, on an anonymous visit, for an entry page's metadata and overview
 * data or a search page's first results (when the server named that request and the address sets no
 * filter), while the shell's scripts are still being fetched and run; the GUI takes
 * those answers (src/app/boot/sentAhead.ts). It is written into the file as its source text, so it
 * must not use anything from outside its own body.
 */
export function routeStart({ guiBase, routes, entryRoute, searchRoute, loginHintKey }: RouteStartOptions): void {
  const path = location.pathname.slice(guiBase.length)
  const hadLogin = () => {
    try {
      return localStorage.getItem(loginHintKey) === '1'
    } catch {
      return true
    }
  }
  const entryId = (segment: string) => {
    try {
      return encodeURIComponent(decodeURIComponent(segment))
    } catch {
      return undefined
    }
  }
  const ahead = window.strataAhead
  const entry = new RegExp(entryRoute).exec(path)
  const id = entry && entryId(entry[1])
  const appPath = new RegExp(searchRoute).exec(path)?.[1]
  const search = appPath !== undefined && location.search === '' ? ahead?.firstSearches?.[appPath] : undefined
  // The data first: its small answers then go out before the page's chunks queue behind the shell's.
  // Not when the GUI has taken the requests already (index.html runs this script before the GUI's code, so
  // only a page that runs it twice gets here): the GUI has asked itself.
  if (ahead && (id || search) && !hadLogin() && window.strataSentAhead === undefined) {
    const send = (method: 'GET' | 'POST', apiPath: string, body?: unknown): SentAheadRequest => ({
      method,
      path: apiPath,
      body,
      response: fetch(`${ahead.apiBase}/${apiPath}`, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    })
    const required = ahead.entryOverviewRequired
    if (id) window.strataSentAhead = [send('GET', `entries/${id}`), ...(required === undefined ? [] : [send('POST', `entries/${id}/archive/query`, { required })])]
    else if (search) window.strataSentAhead = [send('POST', search.path, search.body)]
  }
  const route = routes.find(([pattern]) => new RegExp(pattern).test(path))
  for (const href of route ? route[1] : []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
}
