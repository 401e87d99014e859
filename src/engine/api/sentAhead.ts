/**
 * A page's first requests, sent by the GUI's first script (route-preload.js) before the GUI's code has
 * loaded: the server tells it in env.js what it cannot know itself, the script keeps what it sent as
 * `window.strataSentAhead`, and the GUI takes those answers as its own (prefetched.ts). Only for
 * anonymous visits: a login changes the answers.
 */
import type { RequiredSpec } from '../archive/required.js'
import type { SearchRequest } from '../query/searchRequest.js'

/** What env.js gives the first script, as `window.strataAhead`. */
export interface AheadSettings {
  /** The API's base URL, e.g. `https://host/prod/v1/develop/api/v1`. */
  apiBase: string
  /** The `required` of an entry page's overview request (configuredOverviewRequired); absent when no card needs archive data. */
  entryOverviewRequired?: RequiredSpec
  /** By app path, the first search of the app's page (firstAnonymousSearch), for the apps where it is known without the metainfo. */
  firstSearches?: Record<string, SearchRequest>
}

/** One request the first script sent: its path below the API base and its JSON body, as the GUI would send them. */
export interface SentAheadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  response: Promise<Response>
}
