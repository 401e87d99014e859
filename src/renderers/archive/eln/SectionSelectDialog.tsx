import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { ElnEnvironment } from '../elnEnvironment.js'
import { ENTRY_SEARCH_DEBOUNCE_MS, OWNER_MODES, sectionSelectRequest, type OwnerMode, type SectionSelectFilters } from './sectionSelectQuery.js'

/** Spec 2 §9: the table's maximum height and the dialog's minimum width. */
const TABLE_MAX_HEIGHT = 700
const DIALOG_MIN_WIDTH = 1100

export interface SelectableEntry {
  entry_id: string
  entry_name?: string
  mainfile?: string
  upload_id?: string
  upload_name?: string
  published?: boolean
  main_author?: { name?: string; user_id?: string }
}

export interface SectionSelectDialogProps {
  open: boolean
  /** The section type the reference must point to (its qualified name) and its name for the title. */
  sectionType: string
  sectionName: string
  environment: ElnEnvironment
  onSelect: (entry: SelectableEntry) => void
  onClose: () => void
}

type Found = { status: 'idle' } | { status: 'loading' } | { status: 'done'; entries: SelectableEntry[] } | { status: 'failed'; message: string }

/** The section-select dialog: entries holding a section of the referenced type, found through the entries query API. */
export function SectionSelectDialog({ open, sectionType, sectionName, environment, onSelect, onClose }: SectionSelectDialogProps) {
  const [filters, setFilters] = useState<SectionSelectFilters>({ mode: 'all', published: true, unpublished: true, text: '' })
  const [found, setFound] = useState<Found>({ status: 'idle' })
  const { api, userId, uploadId } = environment
  useEffect(() => {
    if (!open) return
    const body = sectionSelectRequest(filters, { sectionType, userId, uploadId })
    let live = true
    const timer = setTimeout(
      () => {
        if (!body) return setFound({ status: 'done', entries: [] })
        setFound({ status: 'loading' })
        api.post<{ data: SelectableEntry[] }>('entries/query', body).then(
          (answer) => live && setFound({ status: 'done', entries: answer.data }),
          (failure: unknown) => live && setFound({ status: 'failed', message: failure instanceof Error ? failure.message : String(failure) }),
        )
      },
      filters.text ? ENTRY_SEARCH_DEBOUNCE_MS : 0,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [open, filters, sectionType, userId, uploadId, api])
  const set = (change: Partial<SectionSelectFilters>) => setFilters({ ...filters, ...change })
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { minWidth: { md: DIALOG_MIN_WIDTH } } } }}>
      <DialogTitle>{`Select a ${sectionName}`}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, pt: 1 }}>
          <TextField select size="small" label="owner" value={filters.mode} onChange={(event) => set({ mode: event.target.value as OwnerMode })} sx={{ minWidth: 180 }}>
            {(Object.keys(OWNER_MODES) as OwnerMode[]).map((mode) => (
              <MenuItem key={mode} value={mode} disabled={(mode === 'mine' || mode === 'others') && !userId}>
                {OWNER_MODES[mode]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={filters.published} onChange={(_, on) => set({ published: on })} />} label="Published" />
          <FormControlLabel control={<Checkbox checked={filters.unpublished} onChange={(_, on) => set({ unpublished: on })} />} label="Unpublished" />
          <TextField size="small" label="search entries" value={filters.text} onChange={(event) => set({ text: event.target.value })} sx={{ flexGrow: 1 }} />
        </Box>
        <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
          <Table size="small" stickyHeader aria-label="entries to reference">
            <TableHead>
              <TableRow>
                <TableCell>name</TableCell>
                <TableCell>mainfile</TableCell>
                <TableCell>upload</TableCell>
                <TableCell>author</TableCell>
                <TableCell>published</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.status === 'done' &&
                found.entries.map((entry) => (
                  <TableRow key={entry.entry_id} hover sx={{ cursor: 'pointer' }} onClick={() => onSelect(entry)}>
                    <TableCell>{entry.entry_name ?? entry.entry_id}</TableCell>
                    <TableCell>{entry.mainfile}</TableCell>
                    <TableCell>{entry.upload_name ?? entry.upload_id}</TableCell>
                    <TableCell>{entry.main_author?.name}</TableCell>
                    <TableCell>{entry.published ? 'yes' : 'no'}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
        {found.status === 'loading' && <Typography color="text.secondary">searching ...</Typography>}
        {found.status === 'done' && found.entries.length === 0 && <Typography color="text.secondary">no results</Typography>}
        {found.status === 'failed' && <Typography color="error">{found.message}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  )
}
