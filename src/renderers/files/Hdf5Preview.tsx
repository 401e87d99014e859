import Typography from '@mui/material/Typography'
import { useEffect, useState, type ReactNode } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import { openHdf5, type Hdf5Reader } from '../viewers/hdf5/hdf5File.js'
import { Hdf5Viewer } from '../viewers/hdf5/Hdf5Viewer.js'
import { formatFileSize } from './preview.js'
import { fetchRawBytes, fetchRawDir } from './rawFiles.js'

/**
 * h5wasm opens a file from memory, so the viewer reads whole files; larger ones are refused with
 * this limit named, instead of filling the tab's memory.
 */
export const HDF5_READ_LIMIT = 200 * 1000 * 1000

/** Spec 3 §8's preview failure, for the hdf5 viewer. */
export const HDF5_FAILED_TEXT = 'Failed to open with hdf5 viewer. Bad file format?'

export function tooLargeText(size: number): string {
  return `This file is ${formatFileSize(size)}: the HDF5 viewer reads whole files into memory, up to ${formatFileSize(HDF5_READ_LIMIT)}. Download the file to open it locally.`
}

/** What the viewer asks of the API: a file's metadata and its bytes. */
export type RawFilesApi = Pick<ApiClient, 'get' | 'fetchRaw'>

interface Hdf5PreviewProps {
  api: RawFilesApi
  uploadId: string
  /** The file's path inside the upload. */
  path: string
  /** The file's size when known (a file lane knows it); otherwise asked from the server. */
  size?: number
  /** The group or dataset shown first. */
  datasetPath?: string
  /** Shown when the file cannot be read as HDF5. */
  failure: ReactNode
}

type State = { status: 'loading' } | { status: 'tooLarge'; size: number } | { status: 'failed' } | { status: 'open'; reader: Hdf5Reader }

/** A state with the file it belongs to: a state of the previous file (its reader closed) is never shown. */
type StateOf = State & { of: string }

/** An upload's HDF5 file in the hdf5 viewer (tree, attributes, dataset values), loaded with the user's credentials. */
export function Hdf5Preview({ api, uploadId, path, size, datasetPath, failure }: Hdf5PreviewProps) {
  const file = `${uploadId}/${path}`
  const [current, setCurrent] = useState<StateOf>({ status: 'loading', of: file })
  useEffect(() => {
    let active = true
    const setState = (state: State) => setCurrent({ ...state, of: file })
    let reader: Hdf5Reader | undefined
    const open = async () => {
      const known = size ?? (await fetchRawDir(api, uploadId, path)).file_metadata?.size
      if (known !== undefined && known > HDF5_READ_LIMIT) return active && setState({ status: 'tooLarge', size: known })
      const bytes = await fetchRawBytes(api, uploadId, path)
      if (!active) return
      reader = await openHdf5(bytes)
      if (active) setState({ status: 'open', reader })
      else reader.close()
    }
    open().catch((error: unknown) => {
      console.warn(`hdf5 viewer: ${path}:`, error)
      if (active) setState({ status: 'failed' })
    })
    return () => {
      active = false
      reader?.close()
    }
  }, [api, uploadId, path, size, file])
  const state: State = current.of === file ? current : { status: 'loading' }
  if (state.status === 'loading') return <Typography color="text.secondary">loading ...</Typography>
  if (state.status === 'tooLarge') return <Typography color="error">{tooLargeText(state.size)}</Typography>
  if (state.status === 'failed') return <>{failure}</>
  return <Hdf5Viewer key={datasetPath} reader={state.reader} initialPath={datasetPath} />
}
