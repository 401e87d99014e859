/** Which viewer previews a file, and when it does so without asking (spec 3 §4.3, §9). */

export type ViewerKind = 'text' | 'json' | 'cif' | 'image' | 'pdf' | 'hdf5'

const MB = 1024 * 1024

/** Spec 3 §9: images, json, pdf and hdf5 up to 10 MB, cif up to 100 kB, text always. */
export const AUTO_PREVIEW_LIMITS: Record<ViewerKind, number> = {
  image: 10 * MB,
  pdf: 10 * MB,
  json: 10 * MB,
  hdf5: 10 * MB,
  cif: 100 * 1024,
  text: Number.POSITIVE_INFINITY,
}

/** Spec 3 §9: text is read in chunks of this many bytes. */
export const TEXT_CHUNK_SIZE = 16384

/** Spec 3 §9: directory listing page size. */
export const DIRECTORY_PAGE_SIZE = 40

export function viewerFor(fileName: string): ViewerKind {
  const lower = fileName.toLowerCase()
  if (/\.(png|jpe?g|gif|bmp|webp|svg)$/.test(lower)) return 'image'
  if (lower.endsWith('.pdf')) return 'pdf'
  if (isHdf5FileName(lower)) return 'hdf5'
  if (lower.endsWith('.json')) return 'json'
  if (lower.endsWith('.cif')) return 'cif'
  return 'text'
}

export function autoPreview(kind: ViewerKind, size: number): boolean {
  return size < AUTO_PREVIEW_LIMITS[kind]
}

/** File sizes in kB, MB, GB (spec 3 §9). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} kB`
  if (bytes < 1e9) return `${(bytes / 1e6).toFixed(1)} MB`
  return `${(bytes / 1e9).toFixed(1)} GB`
}

/** HDF5 files by their usual names, NeXus (.nxs) included. */
export function isHdf5FileName(fileName: string): boolean {
  return /\.(h5|hdf5|hdf|nxs|nx5|he5)$/i.test(fileName)
}
