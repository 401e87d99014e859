import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '../../../engine/format.js'
import type { UploadEntry } from '../../../engine/api/schemas/uploads.js'
import type { EntriesQuery } from '../../../machines/gui/uploadPage.js'
import { DeleteEntriesDialog } from './DeleteEntriesDialog.js'
import { TablePager, toggled } from './tablePaging.js'
import { uploadPath } from './CreateUploadButtons.js'

export interface EntriesTableProps {
  uploadId: string
  entries?: UploadEntry[]
  total: number
  query: EntriesQuery
  loading: boolean
  failed: boolean
  editable: boolean
  onQuery: (query: Partial<EntriesQuery>) => void
  onDownload: (entries: UploadEntry[]) => void
  onEditMetadata: (entries: UploadEntry[]) => void
  onDelete: (entries: UploadEntry[]) => void
}

/** The upload's entries (spec 1 §2): selectable rows, page sizes 5/10/50/100, download, edit metadata, delete. */
export function EntriesTable(props: EntriesTableProps) {
  const { uploadId, entries, total, query, loading, failed, editable, onQuery } = props
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirmDelete, setConfirmDelete] = useState(false)
  if (!entries) {
    if (failed) return <Typography color="error">Failed to load</Typography>
    return <Typography color="text.secondary">{loading ? 'loading ...' : ''}</Typography>
  }
  const chosen = entries.filter((entry) => selected.has(entry.entry_id))
  const allSelected = entries.length > 0 && chosen.length === entries.length
  const toggle = (entryId: string) => setSelected(toggled(selected, entryId))
  return (
    <Box data-testid="entries-table">
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {chosen.length ? `${chosen.length} selected` : ''}
        </Typography>
        <Tooltip title="Download the files of the selected entries">
          <span>
            <IconButton aria-label="download selected entries" disabled={!chosen.length} onClick={() => props.onDownload(chosen)}>
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
        {editable && (
          <>
            <Tooltip title="Edit the metadata of the selected entries">
              <span>
                <IconButton aria-label="edit metadata of selected entries" disabled={!chosen.length} onClick={() => props.onEditMetadata(chosen)}>
                  <EditIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Delete the selected entries">
              <span>
                <IconButton
                  aria-label="delete selected entries"
                  disabled={!chosen.length}
                  onClick={() => setConfirmDelete(true)}
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
      </Box>
      <Table size="small" aria-label="entries">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                slotProps={{ input: { 'aria-label': 'select all entries' } }}
                onChange={() => setSelected(allSelected ? new Set() : new Set(entries.map((entry) => entry.entry_id)))}
              />
            </TableCell>
            <TableCell>Mainfile</TableCell>
            <TableCell>Parser</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Processed</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.entry_id} hover selected={selected.has(entry.entry_id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(entry.entry_id)}
                  slotProps={{ input: { 'aria-label': `select ${entry.mainfile ?? entry.entry_id}` } }}
                  onChange={() => toggle(entry.entry_id)}
                />
              </TableCell>
              <TableCell>{entry.mainfile}</TableCell>
              <TableCell>{entry.parser_name?.replace(/^parsers\//, '')}</TableCell>
              <TableCell>{entry.process_running ? 'Processing ...' : entry.process_status}</TableCell>
              <TableCell>{entry.complete_time ? formatDateTime(entry.complete_time) : ''}</TableCell>
              <TableCell>
                <Link to={`${uploadPath(uploadId)}/entry/id/${encodeURIComponent(entry.entry_id)}`} aria-label={`open entry ${entry.mainfile ?? entry.entry_id}`}>
                  open
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager total={total} query={query} onQuery={onQuery} />
      {confirmDelete && chosen.length > 0 && (
        <DeleteEntriesDialog
          entries={chosen}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false)
            props.onDelete(chosen)
            setSelected(new Set())
          }}
        />
      )}
    </Box>
  )
}
