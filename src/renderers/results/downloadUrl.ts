/** What the results download menu offers: NOMAD's labels and the API paths they navigate to. */
export const DOWNLOAD_TOOLTIP = 'Download files'
export const DOWNLOAD_CHOICES = [
  { label: 'Raw uploaded files', path: 'entries/raw' },
  { label: 'Processed data', path: 'entries/archive/download' },
] as const

export type DownloadPath = (typeof DOWNLOAD_CHOICES)[number]['path']

/** Builds a full API URL (the API client's `url`). */
export type ApiUrl = (path: string, query?: Record<string, string>) => string

/**
 * The address the browser navigates to for a download (spec 2 §7): the current owner (the
 * visibility filter) and the current query as json_query. The token travels in the API cookie.
 */
export function downloadUrl(apiUrl: ApiUrl, path: DownloadPath, owner: string, query: Record<string, unknown>): string {
  return apiUrl(path, { owner, json_query: JSON.stringify(query) })
}
