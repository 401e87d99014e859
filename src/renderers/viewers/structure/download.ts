import type { ApiClient } from '../../../engine/api/client.js'
import type { WrapMode } from './structure.js'

export const DOWNLOAD_FORMATS = ['cif', 'xyz', 'pdb'] as const
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]

/** The file name from a content-disposition header, else `{entryId}.{format}`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null
  return match ? decodeURIComponent(match[1]) : fallback
}

/** `GET systems/{entryId}?path&format&wrap_mode` (spec 3 §7.3) saved as a file. */
export async function downloadSystem(api: ApiClient, entryId: string, path: string, format: DownloadFormat, wrapMode: WrapMode): Promise<void> {
  const response = await api.fetchRaw('GET', `systems/${encodeURIComponent(entryId)}`, { query: { path, format, wrap_mode: wrapMode } })
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameFrom(response.headers.get('content-disposition'), `${entryId}.${format}`)
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
