import type { AheadSettings, SentAheadRequest } from '../engine/api/sentAhead.js'

declare global {
  interface Window {
    /** The startup configuration, written by the server's env.js before the bundle loads. */
    strataEnv?: unknown
    /** What the GUI's first script (route-preload.js) needs to send a page's first requests, also from env.js. */
    strataAhead?: AheadSettings
    /** The requests that script sent, until the GUI takes them (boot/sentAhead.ts); empty once the GUI has started. */
    strataSentAhead?: SentAheadRequest[]
  }
}
