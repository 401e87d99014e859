import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder'
import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import FolderIcon from '@mui/icons-material/Folder'
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile'
import UploadIcon from '@mui/icons-material/Upload'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useRef, useState, type UIEvent } from 'react'
import { Link } from 'react-router'
import type { ApiClient } from '../../engine/api/client.js'
import type { RawDirItem } from '../../engine/api/schemas/uploads.js'
import { ApiDownloadButton } from './ApiDownloadButton.js'
import { baseName, joinPath, routeOf } from './paths.js'
import { DIRECTORY_PAGE_SIZE } from './preview.js'
import { fetchRawDir, rawDownloadUrl } from './rawFiles.js'

/** Spec 3 §3.5: the parser chip drops the parsers/ prefix, and the archive parser is shown as nomad. */
export function parserLabel(parserName: string): string {
  const name = parserName.replace(/^parsers\//, '')
  return name === 'archive' ? 'nomad' : name
}

export interface DirectoryLaneProps {
  api: ApiClient
  uploadId: string
  path: string
  items: RawDirItem[]
  total: number
  basePath: string
  /** The name of the item open in the next lane. */
  selected?: string
  highlight?: string
  editable: boolean
  onUploadFiles: (folder: string, files: File[]) => void
  onCreateFolder: (path: string) => void
  onDelete: (path: string) => void
  onError: (error: unknown) => void
}

/** One folder: a link per item, more items when scrolled to 95 percent, and the controls of editable uploads. */
export function DirectoryLane(props: DirectoryLaneProps) {
  const { api, uploadId, path, basePath, selected, highlight, editable } = props
  const [items, setItems] = useState(props.items)
  const [loadingMore, setLoadingMore] = useState(false)
  const [newFolder, setNewFolder] = useState<string>()
  const fileInput = useRef<HTMLInputElement>(null)
  const more = items.length < props.total

  const loadMore = async () => {
    if (!more || loadingMore) return
    setLoadingMore(true)
    try {
      const page = Math.floor(items.length / DIRECTORY_PAGE_SIZE) + 1
      const answer = await fetchRawDir(api, uploadId, path, { include_entry_info: true, page_size: DIRECTORY_PAGE_SIZE, page })
      setItems((current) => [...current, ...(answer.directory_metadata?.content ?? [])])
    } catch (error) {
      props.onError(error)
    } finally {
      setLoadingMore(false)
    }
  }
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget
    if (box.scrollTop + box.clientHeight >= 0.95 * box.scrollHeight) void loadMore()
  }

  return (
    <Box data-testid={`lane-${path || 'root'}`} sx={{ width: 300, flexShrink: 0, borderRight: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, minHeight: 40 }}>
        <Typography variant="subtitle2" noWrap sx={{ flex: 1 }}>
          {path ? baseName(path) : '/'}
        </Typography>
        <Tooltip title="Download this folder">
          <ApiDownloadButton size="small" label="download this folder" href={rawDownloadUrl(api, uploadId, path)} navigate={(url) => api.navigate(url)}>
            <DownloadIcon fontSize="small" />
          </ApiDownloadButton>
        </Tooltip>
        {editable && (
          <>
            <Tooltip title="Upload files into this folder">
              <IconButton size="small" aria-label="upload files into this folder" onClick={() => fileInput.current?.click()}>
                <UploadIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Create a new folder">
              <IconButton size="small" aria-label="create a new folder" onClick={() => setNewFolder('')}>
                <CreateNewFolderIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {path && (
              <Tooltip title="Delete this folder">
                <IconButton size="small" aria-label="delete this folder" onClick={() => props.onDelete(path)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid={`upload-input-${path || 'root'}`}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? [])
                event.target.value = ''
                if (files.length) props.onUploadFiles(path, files)
              }}
            />
          </>
        )}
      </Box>
      {newFolder !== undefined && (
        <TextField
          size="small"
          autoFocus
          label="New folder name"
          sx={{ mx: 1 }}
          value={newFolder}
          onChange={(event) => setNewFolder(event.target.value)}
          onBlur={() => setNewFolder(undefined)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setNewFolder(undefined)
            if (event.key !== 'Enter') return
            const name = newFolder.trim()
            setNewFolder(undefined)
            // Spec 3 §5: a blank name does nothing.
            if (name) props.onCreateFolder(joinPath(path, name))
          }}
        />
      )}
      <List dense sx={{ overflowY: 'auto', maxHeight: 500 }} onScroll={onScroll}>
        {items.map((item) => {
          const itemPath = joinPath(path, item.name)
          return (
            <ListItemButton
              key={item.name}
              component={Link}
              to={routeOf(basePath, itemPath)}
              selected={selected === item.name}
              sx={highlight === itemPath ? { fontWeight: 'bold', bgcolor: 'action.selected' } : undefined}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>{item.is_file ? <InsertDriveFileIcon fontSize="small" /> : <FolderIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={item.name} slotProps={{ primary: { noWrap: true } }} />
              {item.parser_name && <Chip size="small" label={parserLabel(item.parser_name)} />}
            </ListItemButton>
          )
        })}
        {loadingMore && <Typography sx={{ px: 2 }}>loading ...</Typography>}
      </List>
    </Box>
  )
}
