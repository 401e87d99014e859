import CodeIcon from '@mui/icons-material/Code'
import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import PeopleIcon from '@mui/icons-material/People'
import RefreshIcon from '@mui/icons-material/Refresh'
import ReplayIcon from '@mui/icons-material/Replay'
import SearchIcon from '@mui/icons-material/Search'
import StopIcon from '@mui/icons-material/Stop'
import UploadIcon from '@mui/icons-material/Upload'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState, type ReactElement } from 'react'
import { Link } from 'react-router'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { ApiDownloadButton } from '../../../renderers/files/ApiDownloadButton.js'
import { CopyButton } from './CopyButton.js'
import { UploadStatusIcon } from './UploadStatusIcon.js'
import { canStopProcessing, canTransfer, transferStatusText, type Viewer } from './uploadStatus.js'

export interface UploadHeaderActions {
  /** Saves a new name; rejects when the server refused it. */
  onRename: (name: string) => Promise<void>
  onMembers: () => void
  onReload: () => void
  onReprocess: () => void
  onStop: () => void
  onTransfer: () => void
  onApi: () => void
  onDelete: () => void
}

function Action({ label, icon, disabled, onClick }: { label: string; icon: ReactElement; disabled?: boolean; onClick?: () => void }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
}

/** Upload name (editable), id with copy, status icon and the upload's actions (spec 1 §2 "Upload page"). */
export function UploadHeader({
  upload,
  viewer,
  editable,
  mainAuthor,
  downloadUrl,
  navigate,
  actions,
}: {
  upload: Upload
  viewer: Viewer
  editable: boolean
  mainAuthor: boolean
  downloadUrl: string
  /** The API client's `navigate`, which refreshes the token in the API cookie before the download. */
  navigate: (url: string) => Promise<void>
  actions: UploadHeaderActions
}) {
  const transferText = transferStatusText(upload)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <UploadStatusIcon upload={upload} viewer={viewer} />
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <UploadNameField key={upload.upload_name ?? ''} name={upload.upload_name ?? ''} editable={editable} onRename={actions.onRename} />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">{`upload id: ${upload.upload_id}`}</Typography>
          <CopyButton text={upload.upload_id} label="Copy the upload id" />
          {transferText && (
            <Typography variant="caption" sx={{ ml: 2 }}>
              {transferText}
            </Typography>
          )}
        </Box>
      </Box>
      <Tooltip title="Search in this upload">
        <IconButton aria-label="Search in this upload" component={Link} to={`/user/search?upload_id=${encodeURIComponent(upload.upload_id)}`}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Action label="Manage upload members" icon={<PeopleIcon />} onClick={actions.onMembers} />
      <Tooltip title="Download raw files">
        <span>
          <ApiDownloadButton label="Download raw files" href={downloadUrl} navigate={navigate}>
            <DownloadIcon />
          </ApiDownloadButton>
        </span>
      </Tooltip>
      <Action label="Reload" icon={<RefreshIcon />} onClick={actions.onReload} />
      {editable && <Action label="Reprocess" icon={<ReplayIcon />} disabled={upload.process_running} onClick={actions.onReprocess} />}
      {editable && <Action label="Stop processing" icon={<StopIcon />} disabled={!canStopProcessing(upload)} onClick={actions.onStop} />}
      {mainAuthor && <Action label="Transfer" icon={<UploadIcon />} disabled={!canTransfer(upload)} onClick={actions.onTransfer} />}
      <Action label="API" icon={<CodeIcon />} onClick={actions.onApi} />
      {mainAuthor && <Action label="Delete the upload" icon={<DeleteIcon />} disabled={upload.published} onClick={actions.onDelete} />}
    </Box>
  )
}

/**
 * The upload's name; placeholder 'unnamed upload'; a change is saved on Enter or leaving the field, and
 * a refused change is rolled back to the saved name (the error itself is raised by onRename).
 */
function UploadNameField({ name: saved, editable, onRename }: { name: string; editable: boolean; onRename: (name: string) => Promise<void> }) {
  const [name, setName] = useState(saved)
  return (
    <InputBase
      value={name}
      placeholder="unnamed upload"
      readOnly={!editable}
      inputProps={{ 'aria-label': 'upload name' }}
      sx={{ fontSize: 24, width: '100%' }}
      onChange={(event) => setName(event.target.value)}
      onBlur={() => name !== saved && void onRename(name).catch(() => setName(saved))}
      onKeyDown={(event) => event.key === 'Enter' && (event.target as HTMLInputElement).blur()}
    />
  )
}
