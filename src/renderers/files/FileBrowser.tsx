import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ApiClient } from '../../engine/api/client.js'
import { DoesNotExist } from '../../engine/api/errors.js'
import type { RawDirItem, RawDirResponse } from '../../engine/api/schemas/uploads.js'
import { DirectoryLane } from './DirectoryLane.js'
import { FileLane, type CopyOrMove } from './FileLane.js'
import { OverwriteDialog } from './OverwriteDialog.js'
import { LaneErrorBoundary } from './LaneErrorBoundary.js'
import { baseName, joinPath, lanePaths, parentPath, routeOf } from './paths.js'
import { Hdf5SidePanel } from './Hdf5SidePanel.js'
import { DIRECTORY_PAGE_SIZE, isHdf5FileName } from './preview.js'
import { copyOrMoveRawFile, createRawDirectory, deleteRawPath, fetchRawDir, putRawFiles } from './rawFiles.js'
import { useFileWrite } from './useFileWrite.js'
import { useResolvedPath, type FirstPages } from './useResolvedPath.js'
import { useFollowNewestLane } from '../common/useFollowNewestLane.js'

export interface FileBrowserProps {
  api: ApiClient
  uploadId: string
  /** The open path inside the upload ('' is the root); `_mainfile` resolves to `highlight`, `name:index` to an item of folder `name`. */
  path: string
  /** Only editable uploads show upload, new folder, delete, copy and move (spec 3 §2.4). */
  editable: boolean
  /** The in-app route of the upload root; each lane's path is appended to it. */
  basePath: string
  onError: (error: unknown) => void
  title?: string
  /** A path to highlight, e.g. an entry's mainfile. */
  highlight?: string
  /** Changes when the upload changed on the server (its complete_time); the lanes reload then. */
  version?: string | null
  /** Called after the browser changed files, so that the page can follow the processing. */
  onChanged?: () => void
  /** Route of an entry's processed data; default `/entry/id/{entryId}/data`. */
  entryRoute?: (entryId: string) => string
  /** Where to go after the highlighted main file was deleted; default the upload page (spec 3 §2.4). */
  uploadRoute?: string
}

const defaultEntryRoute = (entryId: string) => `/entry/id/${encodeURIComponent(entryId)}/data`
const defaultUploadRoute = (uploadId: string) => `/user/uploads/upload/id/${encodeURIComponent(uploadId)}`

/** Whether deleting `target` deletes the highlighted `mainfile` (the file itself, or a folder holding it). */
function holdsMainfile(target: string, mainfile: string | undefined): boolean {
  return mainfile !== undefined && (mainfile === target || mainfile.startsWith(`${target}/`))
}

/** The upload file browser: a horizontal series of lanes, one per path segment, from the root lane (spec 3 §2.4). */
export function FileBrowser(props: FileBrowserProps) {
  const { api, uploadId, basePath, onError, onChanged } = props
  const navigate = useNavigate()
  const resolved = useResolvedPath(api, uploadId, props.path, props.highlight)
  const lanesRef = useFollowNewestLane<HTMLDivElement>()
  const path = resolved.status === 'resolved' ? resolved.path : ''
  const failure = resolved.status === 'failed' ? resolved.error : undefined
  useEffect(() => {
    if (failure !== undefined) onError(failure)
  }, [failure, onError])
  const [refresh, setRefresh] = useState(0)
  // `mainfile`: the path is an entry's main file, so the entry goes with it.
  const [toDelete, setToDelete] = useState<{ path: string; mainfile: boolean }>()
  // Each folder lane's items, so that the next lane knows whether it shows a file (and its metadata) without asking.
  const [listings, setListings] = useState<ReadonlyMap<string, RawDirItem[]>>(new Map())
  const onListing = useCallback(
    (folder: string, items: RawDirItem[]) => setListings((current) => new Map(current).set(folder, items)),
    [],
  )

  const changed = useCallback(() => {
    setRefresh((count) => count + 1)
    onChanged?.()
  }, [onChanged])
  const writes = useFileWrite(onError, changed)

  const uploadFiles = (folder: string, files: File[]) =>
    void writes.run(
      files.map((file) => joinPath(folder, file.name)),
      (overwrite) => putRawFiles(api, uploadId, folder, files, { overwrite }),
    )
  const copyOrMove = (request: CopyOrMove) =>
    void writes.run([joinPath(request.targetFolder, request.fileName)], (overwrite) => copyOrMoveRawFile(api, uploadId, { ...request, overwrite }))
  const createFolder = (folder: string) => createRawDirectory(api, uploadId, folder).then(changed, onError)
  const confirmDelete = async () => {
    const target = toDelete
    setToDelete(undefined)
    if (target === undefined) return
    try {
      await deleteRawPath(api, uploadId, target.path)
      const mainfileGone = target.mainfile || holdsMainfile(target.path, props.highlight)
      navigate(mainfileGone ? (props.uploadRoute ?? defaultUploadRoute(uploadId)) : routeOf(basePath, parentPath(target.path)))
      changed()
    } catch (error) {
      onError(error)
    }
  }

  const lanes = resolved.status === 'resolved' ? lanePaths(path) : ['']
  const sidePanelFile = hdf5WithEntry(lanes, listings)
  return (
    <Box data-testid="file-browser">
      {props.title && (
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
      )}
      <Box sx={sidePanelFile ? { display: 'grid', gridTemplateColumns: 'minmax(0, 8fr) minmax(0, 4fr)', gap: 1 } : undefined}>
      <Box ref={lanesRef} data-testid="file-lanes" sx={{ display: 'flex', overflowX: 'auto', border: 1, borderColor: 'divider', minHeight: 200 }}>
        {lanes.map((lanePath, index) => (
          <LaneErrorBoundary key={`${lanePath}@${refresh}@${props.version ?? ''}`}>
            <Lane
              {...props}
              path={lanePath}
              depth={index}
              parentItems={index === 0 ? undefined : listings.get(lanes[index - 1])}
              firstPages={resolved.status === 'resolved' ? resolved.firstPages : undefined}
              onListing={onListing}
              selected={lanes[index + 1] !== undefined ? baseName(lanes[index + 1]) : undefined}
              onUploadFiles={uploadFiles}
              onCreateFolder={(folder) => void createFolder(folder)}
              onDelete={(target, mainfile = false) => setToDelete({ path: target, mainfile })}
              onCopyOrMove={copyOrMove}
              previewInSidePanel={sidePanelFile !== undefined && lanePath === sidePanelFile.path}
            />
          </LaneErrorBoundary>
        ))}
        {resolved.status === 'resolving' && <LaneMessage text="loading ..." />}
        {(resolved.status === 'bad' || resolved.status === 'failed') && <LaneMessage text={`Bad path: ${props.path}`} error />}
      </Box>
      {sidePanelFile && <Hdf5SidePanel key={`${sidePanelFile.path}@${refresh}@${props.version ?? ''}`} api={api} uploadId={uploadId} path={sidePanelFile.path} size={sidePanelFile.size} />}
      </Box>
      <OverwriteDialog open={Boolean(writes.conflict)} paths={writes.conflict ?? []} onYes={() => void writes.answer(true)} onNo={() => void writes.answer(false)} />
      <Dialog open={toDelete !== undefined} onClose={() => setToDelete(undefined)}>
        <DialogTitle>Delete</DialogTitle>
        <DialogContent>{`Do you really want to delete ${toDelete?.path ?? ''}?`}</DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(undefined)}>No</Button>
          <Button variant="contained" onClick={() => void confirmDelete()}>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}

/**
 * Spec 3 §2.4: an open HDF5 file that has processed data (an entry) is shown in a side panel beside
 * the lanes (8/4 columns) instead of inside its lane.
 */
function hdf5WithEntry(lanes: string[], listings: ReadonlyMap<string, RawDirItem[]>): { path: string; size: number } | undefined {
  const last = lanes[lanes.length - 1]
  if (lanes.length < 2 || !isHdf5FileName(last)) return undefined
  const item = listings.get(lanes[lanes.length - 2])?.find((candidate) => candidate.name === baseName(last))
  return item?.is_file && item.entry_id ? { path: last, size: item.size } : undefined
}

interface LaneProps extends FileBrowserProps {
  depth: number
  /** The items of the folder this lane is in; undefined while that folder loads (and for the root). */
  parentItems?: RawDirItem[]
  onListing: (folder: string, items: RawDirItem[]) => void
  /** Pages the path was resolved with; the lane of such a folder uses its page instead of asking again. */
  firstPages?: FirstPages
  selected?: string
  onUploadFiles: (folder: string, files: File[]) => void
  onCreateFolder: (folder: string) => void
  /** `mainfile` when the path is an entry's main file. */
  onDelete: (path: string, mainfile?: boolean) => void
  onCopyOrMove: (request: CopyOrMove) => void
  /** The file's preview is in the side panel. */
  previewInSidePanel: boolean
}

type LaneState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; answer: RawDirResponse }

/** Shows one lane's path as a file (known from its folder's items) or as a folder (loaded). */
function Lane(props: LaneProps) {
  const { depth, parentItems } = props
  if (depth > 0 && !parentItems) return <LaneMessage text="loading ..." />
  const item = parentItems?.find((candidate) => candidate.name === baseName(props.path))
  if (item?.is_file)
    return (
      <FileLane
        api={props.api}
        uploadId={props.uploadId}
        path={props.path}
        file={item}
        editable={props.editable}
        entryRoute={props.entryRoute ?? defaultEntryRoute}
        onDelete={(target) => props.onDelete(target, Boolean(item.entry_id))}
        onCopyOrMove={props.onCopyOrMove}
        previewInSidePanel={props.previewInSidePanel}
      />
    )
  return <LoadedLane {...props} />
}

function LaneMessage({ text, error }: { text: string; error?: boolean }) {
  return (
    <Box sx={{ width: 300, p: 1 }}>
      <Typography color={error ? 'error' : 'text.secondary'}>{text}</Typography>
    </Box>
  )
}

/** Loads a lane's path: a folder's items, or a file's metadata when the folder's first page did not list it. */
function LoadedLane(props: LaneProps) {
  const { api, uploadId, path, depth, onListing } = props
  const [state, setState] = useState<LaneState>({ status: 'loading' })
  useEffect(() => {
    let active = true
    // Taken once: a lane mounted again (a reload) asks the server.
    const kept = props.firstPages?.get(path)
    props.firstPages?.delete(path)
    const firstPage = kept ? Promise.resolve(kept) : fetchRawDir(api, uploadId, path, { include_entry_info: true, page_size: DIRECTORY_PAGE_SIZE, page: 1 })
    firstPage.then(
      (answer) => {
        if (!active) return
        setState({ status: 'loaded', answer })
        if (answer.directory_metadata) onListing(path, answer.directory_metadata.content)
      },
      (error: unknown) => {
        if (!active) return
        const name = baseName(path)
        if (error instanceof DoesNotExist)
          setState({ status: 'failed', message: depth <= 1 ? `The item "${name}" could not be found.` : `Could not initialize view: item "${name}" not found.` })
        else {
          setState({ status: 'failed', message: error instanceof Error ? error.message : 'Failed to load' })
          props.onError(error)
        }
      },
    )
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a lane loads once; the browser remounts it to reload
  }, [api, uploadId, path, depth])

  if (state.status === 'loading') return <LaneMessage text="loading ..." />
  if (state.status === 'failed') return <LaneMessage text={state.message} error />
  const { directory_metadata: directory, file_metadata: file, pagination } = state.answer
  if (file)
    return (
      <FileLane
        api={api}
        uploadId={uploadId}
        path={path}
        file={file}
        editable={props.editable}
        entryRoute={props.entryRoute ?? defaultEntryRoute}
        onDelete={(target) => props.onDelete(target, Boolean(file.entry_id))}
        onCopyOrMove={props.onCopyOrMove}
      />
    )
  return (
    <DirectoryLane
      api={api}
      uploadId={uploadId}
      path={path}
      items={directory?.content ?? []}
      total={pagination?.total ?? directory?.content.length ?? 0}
      basePath={props.basePath}
      selected={props.selected}
      highlight={props.highlight}
      editable={props.editable}
      onUploadFiles={props.onUploadFiles}
      onCreateFolder={props.onCreateFolder}
      onDelete={props.onDelete}
      onError={props.onError}
    />
  )
}
