/** Where the GUI is served (spec 1 §2, §9); the router's basename. */
export const GUI_BASE = '/prod/v1/develop/gui'

/** Route of the OpenID Connect redirect callback, relative to GUI_BASE. */
export const AUTH_CALLBACK_PATH = '/auth/callback'

/** File the identity provider loads in a hidden iframe for the single-sign-on check and token renewal. */
export const SILENT_CALLBACK_FILE = 'auth/silent-callback.html'

/** Minimum layout width in pixels (spec 1 §2). */
export const MIN_LAYOUT_WIDTH = 1024

/** Landing page, and where unknown paths go. */
export const DEFAULT_PATH = '/about/information'
