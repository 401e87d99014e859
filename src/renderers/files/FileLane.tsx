import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove'
import FileCopyIcon from '@mui/icons-material/FileCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import type { ApiClient } from '../../engine/api/client.js'
import { ToolLaunchList } from '../north/ToolLaunchList.js'
import { ApiDownloadButton } from './ApiDownloadButton.js'
import { parserLabel } from './DirectoryLane.js'
import { FilePreview } from './FilePreview.js'
import { baseName, parentPath } from './paths.js'
import { formatFileSize } from './preview.js'
import { rawFileUrl } from './rawFiles.js'

export interface FileInfo {
  name: string
  size: number
  entry_id?: string | null
  parser_name?: string | null
}

export interface CopyOrMove {
  mode: 'copy' | 'move'
  sourcePath: string
  targetFolder: string
  fileName: string
}

export interface FileLaneProps {
  api: ApiClient
  uploadId: string
  path: string
  file: FileInfo
  editable: boolean
  /** Route of an entry's processed data. */
  entryRoute: (entryId: string) => string
  onDelete: (path: string) => void
  onCopyOrMove: (request: CopyOrMove) => void
  /** The file's preview is shown in the browser's side panel, not in the lane. */
  previewInSidePanel?: boolean
}

/** One file: its size and parser, 'processed data' when it is an entry's mainfile, the tools that open it, a preview, and editing controls. */
export function FileLane({ api, uploadId, path, file, editable, entryRoute, onDelete, onCopyOrMove, previewInSidePanel }: FileLaneProps) {
  const [dialog, setDialog] = useState<'copy' | 'move'>()
  return (
    <Box data-testid={`lane-${path}`} sx={{ flex: 1, minWidth: 400, px: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40, gap: 1 }}>
        <Typography variant="subtitle2" noWrap sx={{ flex: 1 }}>
          {file.name}
        </Typography>
        <Typography variant="caption">{formatFileSize(file.size)}</Typography>
        {file.parser_name && <Chip size="small" label={parserLabel(file.parser_name)} />}
        <Tooltip title="Download this file">
          <ApiDownloadButton size="small" label="download this file" href={rawFileUrl(api, uploadId, path)} navigate={(url) => api.navigate(url)}>
            <DownloadIcon fontSize="small" />
          </ApiDownloadButton>
        </Tooltip>
        {editable && (
          <>
            <Tooltip title="Copy this file">
              <IconButton size="small" aria-label="copy this file" onClick={() => setDialog('copy')}>
                <FileCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Move this file">
              <IconButton size="small" aria-label="move this file" onClick={() => setDialog('move')}>
                <DriveFileMoveIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete this file">
              <IconButton size="small" aria-label="delete this file" onClick={() => onDelete(path)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        {file.entry_id && (
          <Button size="small" component={Link} to={entryRoute(file.entry_id)}>
            processed data
          </Button>
        )}
      </Box>
      <ToolLaunchList uploadId={uploadId} filePath={path} fileName={file.name} />
      {!previewInSidePanel && (
        <>
          <Typography variant="overline">preview</Typography>
          <FilePreview key={path} api={api} uploadId={uploadId} path={path} size={file.size} entryId={file.entry_id} />
        </>
      )}
      {dialog && (
        <CopyOrMoveDialog
          mode={dialog}
          path={path}
          onCancel={() => setDialog(undefined)}
          onSubmit={(request) => {
            setDialog(undefined)
            onCopyOrMove(request)
          }}
        />
      )}
    </Box>
  )
}

function CopyOrMoveDialog({ mode, path, onCancel, onSubmit }: { mode: 'copy' | 'move'; path: string; onCancel: () => void; onSubmit: (request: CopyOrMove) => void }) {
  const name = baseName(path)
  const [targetFolder, setTargetFolder] = useState(parentPath(path))
  const [fileName, setFileName] = useState(mode === 'copy' ? `copy_of_${name}` : name)
  const verb = mode === 'copy' ? 'Copy' : 'Move'
  return (
    <Dialog open onClose={onCancel}>
      <DialogTitle>{`${verb} ${name}`}</DialogTitle>
      <DialogContent>
        <TextField label="Target folder" fullWidth margin="dense" value={targetFolder} onChange={(event) => setTargetFolder(event.target.value)} />
        <TextField label="File name" fullWidth margin="dense" value={fileName} onChange={(event) => setFileName(event.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!fileName.trim()}
          onClick={() => onSubmit({ mode, sourcePath: path, targetFolder: targetFolder.trim(), fileName: fileName.trim() })}
        >
          {verb}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
