/** Milliseconds the document (or the typed entry id) must stay unchanged before the preview follows it. */
export const PREVIEW_DELAY_MS = 500
