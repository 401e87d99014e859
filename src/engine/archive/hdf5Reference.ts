/**
 * NOMAD's HDF5Reference values point at a dataset inside an HDF5 file: `file.h5#/path` (a raw file
 * of the entry's own upload), `/uploads/{upload_id}/raw/{file}#{path}` (a raw file of any upload),
 * or `/uploads/{upload_id}/archive/{entry_id}#{path}` (the HDF5 file written beside an archive).
 */
export interface Hdf5Reference {
  /** Undefined for a file of the entry's own upload. */
  uploadId?: string
  source: 'raw' | 'archive'
  /** The raw file's path inside the upload, or the entry id for the archive source. */
  file: string
  /** The dataset's absolute path inside the HDF5 file. */
  path: string
}

const HDF5_FILE = /\.(h5|hdf5|hdf|nxs|nx5|he5)$/i

const absolute = (path: string) => (path.startsWith('/') ? path : `/${path}`)

export function parseHdf5Reference(value: unknown): Hdf5Reference | undefined {
  if (typeof value !== 'string') return undefined
  // `../uploads/{id}/archive/{entry}#path` is a section reference; only the absolute form names an archive's HDF5 file.
  const archive = /^\/uploads\/([^/#]+)\/archive\/([^#/]+)#(.*)$/.exec(value)
  if (archive) return { uploadId: archive[1], source: 'archive', file: archive[2], path: absolute(archive[3]) }
  const raw = /^(?:\.\.)?\/uploads\/([^/#]+)\/raw\/([^#]+)#(.*)$/.exec(value)
  if (raw) return HDF5_FILE.test(raw[2]) ? { uploadId: raw[1], source: 'raw', file: raw[2], path: absolute(raw[3]) } : undefined
  const hash = value.indexOf('#')
  if (hash <= 0) return undefined
  const file = value.slice(0, hash)
  if (!HDF5_FILE.test(file) || file.startsWith('/') || file.startsWith('../')) return undefined
  return { source: 'raw', file, path: absolute(value.slice(hash + 1)) }
}
