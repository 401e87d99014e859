import Checkbox from '@mui/material/Checkbox'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { formatDateTime } from '../../../engine/format.js'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import type { UploadsQuery } from '../../../machines/gui/uploadsList.js'
import { uploadPath } from './CreateUploadButtons.js'
import { UploadStatusIcon } from './UploadStatusIcon.js'
import { TablePager, toggled } from './tablePaging.js'
import { processStatusText, type Viewer } from './uploadStatus.js'

interface Column {
  key: string
  label: string
  /** The order_by sent to the API, for sortable columns. */
  orderBy?: string
  render: (upload: Upload) => React.ReactNode
}

const COLUMNS: Column[] = [
  { key: 'upload_name', label: 'Name', orderBy: 'upload_name', render: (u) => u.upload_name || <i>unnamed upload</i> },
  { key: 'upload_id', label: 'Id', render: (u) => u.upload_id },
  {
    key: 'upload_create_time',
    label: 'Create time',
    orderBy: 'upload_create_time',
    render: (u) => (u.upload_create_time ? formatDateTime(u.upload_create_time) : ''),
  },
  { key: 'entries', label: 'Entries', render: (u) => u.entries ?? 0 },
  {
    key: 'process_status',
    label: 'Status',
    orderBy: 'process_status',
    render: (u) => (
      <Typography noWrap variant="body2" sx={{ maxWidth: 200 }} title={u.last_status_message ?? undefined}>
        {u.last_status_message || processStatusText(u)}
      </Typography>
    ),
  },
  // Spec 1 §7: ordering by "published" is ordering by publish_time.
  { key: 'published', label: 'Published', orderBy: 'publish_time', render: (u) => (u.publish_time ? formatDateTime(u.publish_time) : '') },
]

export interface UploadsTableProps {
  uploads: Upload[]
  total: number
  query: UploadsQuery
  viewer: Viewer
  selected: ReadonlySet<string>
  onSelect: (selected: Set<string>) => void
  onQuery: (query: Partial<UploadsQuery>) => void
}

/** The paged, sortable uploads table with row selection. */
export function UploadsTable({ uploads, total, query, viewer, selected, onSelect, onQuery }: UploadsTableProps) {
  const allSelected = uploads.length > 0 && uploads.every((upload) => selected.has(upload.upload_id))
  const toggle = (uploadId: string) => onSelect(toggled(selected, uploadId))
  return (
    <>
      <Table size="small" aria-label="uploads">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                slotProps={{ input: { 'aria-label': 'select all uploads' } }}
                onChange={() => onSelect(allSelected ? new Set() : new Set(uploads.map((upload) => upload.upload_id)))}
              />
            </TableCell>
            <TableCell />
            {COLUMNS.map((column) => (
              <TableCell key={column.key}>
                {column.orderBy ? (
                  <TableSortLabel
                    active={query.order_by === column.orderBy}
                    direction={query.order_by === column.orderBy ? query.order : 'asc'}
                    onClick={() =>
                      onQuery({
                        order_by: column.orderBy,
                        order: query.order_by === column.orderBy && query.order === 'asc' ? 'desc' : 'asc',
                        page: 1,
                      })
                    }
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {uploads.map((upload) => (
            <TableRow key={upload.upload_id} hover selected={selected.has(upload.upload_id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(upload.upload_id)}
                  slotProps={{ input: { 'aria-label': `select ${upload.upload_id}` } }}
                  onChange={() => toggle(upload.upload_id)}
                />
              </TableCell>
              <TableCell padding="checkbox">
                <UploadStatusIcon upload={upload} viewer={viewer} />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key}>
                  {column.key === 'upload_name' ? <Link to={uploadPath(upload.upload_id)}>{column.render(upload)}</Link> : column.render(upload)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager total={total} query={query} onQuery={onQuery} />
    </>
  )
}
