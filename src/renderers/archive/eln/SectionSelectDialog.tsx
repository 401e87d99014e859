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
import { useState } from 'react'
import type { ElnEnvironment } from '../elnEnvironment.js'
import { SectionSearchField } from './SectionSearchField.js'
import { SectionSelectRow } from './SectionSelectRow.js'
import { OWNER_MODES, type OwnerMode, type SectionSelectFilters } from './sectionSelectQuery.js'
import { useSectionSelectEntries, type SelectableEntry } from './useSectionSelectEntries.js'

export type { SelectableEntry } from './useSectionSelectEntries.js'

/** Spec 2 §9: the table's maximum height and the dialog's minimum width. */
const TABLE_MAX_HEIGHT = 700
const DIALOG_MIN_WIDTH = 1100

export const LOAD_MORE = 'load more'
/** How many of the found entries the table lists. */
export const listedOf = (listed: number, total: number) => `${listed} of ${total} entries`

export interface SectionSelectDialogProps {
  open: boolean
  /** The section type the reference must point to (its qualified name) and its name for the title. */
  sectionType: string
  sectionName: string
  environment: ElnEnvironment
  /** `path` is the chosen section's archive path in the entry: `/data`, or deeper such as `/data/samples/2`. */
  onSelect: (entry: SelectableEntry, path: string) => void
  onClose: () => void
}

/** The section-select dialog: entries holding a section of the referenced type, found through the entries query API. */
export function SectionSelectDialog({ open, sectionType, sectionName, environment, onSelect, onClose }: SectionSelectDialogProps) {
  const [filters, setFilters] = useState<SectionSelectFilters>({ mode: 'all', published: true, unpublished: true, text: '' })
  // Typed text waits for the typing pause; a toggle, a mode or a picked suggestion searches at once.
  const [typing, setTyping] = useState(false)
  const { api, userId, uploadId } = environment
  const { found, loadMore } = useSectionSelectEntries(api, open, filters, { sectionType, userId, uploadId }, typing)
  const set = (change: Partial<SectionSelectFilters>, typed = false) => {
    setTyping(typed)
    setFilters({ ...filters, ...change })
  }
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
          <SectionSearchField api={api} text={filters.text} onText={(text, picked) => set({ text }, !picked)} />
        </Box>
        <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
          <Table size="small" stickyHeader aria-label="entries to reference">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>name</TableCell>
                <TableCell>mainfile</TableCell>
                <TableCell>upload</TableCell>
                <TableCell>author</TableCell>
                <TableCell>published</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.status === 'done' &&
                found.entries.map((entry) => <SectionSelectRow key={entry.entry_id} entry={entry} sectionType={sectionType} sectionName={sectionName} api={api} onSelect={onSelect} />)}
            </TableBody>
          </Table>
        </TableContainer>
        {found.status === 'loading' && <Typography color="text.secondary">searching ...</Typography>}
        {found.status === 'done' && found.entries.length === 0 && <Typography color="text.secondary">no results</Typography>}
        {found.status === 'failed' && <Typography color="error">{found.message}</Typography>}
        {found.status === 'done' && found.entries.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
            <Typography color="text.secondary">{listedOf(found.entries.length, found.total)}</Typography>
            {found.next !== undefined && (
              <Button size="small" onClick={loadMore} disabled={found.more === 'loading'}>
                {LOAD_MORE}
              </Button>
            )}
            {typeof found.more === 'object' && <Typography color="error">{found.more.failed}</Typography>}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  )
}
