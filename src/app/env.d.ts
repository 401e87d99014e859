import type { AheadSettings, SentAheadRequest } from '../engine/api/sentAhead.js'

declare global {
  /** The fingerprint of the startup configuration's schema this GUI was built with (vite.config.ts). */
  const __STARTUP_SCHEMA_FINGERPRINT__: string

  interface Window {
    /** The startup configuration, written by the server's env.js before the bundle loads. */
    strataEnv?: unknown
    /** The fingerprint of the schema the server validated strataEnv with (src/server/http/startup-fingerprint.ts). */
    strataEnvChecked?: unknown
    /** What the GUI's first script (route-preload.js) needs to send a page's first requests, also from env.js. */
    strataAhead?: AheadSettings
    /** The requests that script sent, until the GUI takes them (boot/sentAhead.ts); empty once the GUI has started. */
    strataSentAhead?: SentAheadRequest[]
  }
}
