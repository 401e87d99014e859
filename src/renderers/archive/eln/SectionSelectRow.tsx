import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { loadMatchingSections } from './entrySections.js'
import { sectionLabel, type MatchingSection } from './matchingSections.js'
import { dataIsOfType } from './sectionSelectQuery.js'
import type { SelectableEntry } from './useSectionSelectEntries.js'

export const SECTION_SELECT_TEXTS = {
  show: 'show sections',
  hide: 'hide sections',
  loading: 'loading sections ...',
  none: 'no sections of this type',
} as const

/** The expand button, name, mainfile, upload, author and published. */
export const SECTION_SELECT_COLUMNS = 6

type Sections = { status: 'closed' } | { status: 'loading' } | { status: 'done'; sections: MatchingSection[] } | { status: 'failed'; message: string }

export interface SectionSelectRowProps {
  entry: SelectableEntry
  sectionType: string
  sectionName: string
  api: ApiClient
  onSelect: (entry: SelectableEntry, path: string) => void
}

/**
 * One entry: a click picks its data section when that is of the referenced type; otherwise (and
 * with the expand button) the row opens the list of its sections of that type, found in its archive.
 */
export function SectionSelectRow({ entry, sectionType, sectionName, api, onSelect }: SectionSelectRowProps) {
  const [sections, setSections] = useState<Sections>({ status: 'closed' })
  const open = sections.status !== 'closed'
  const toggle = () => {
    if (open) return setSections({ status: 'closed' })
    setSections({ status: 'loading' })
    loadMatchingSections((path, body) => api.post(path, body), entry.entry_id, sectionType).then(
      (found) => setSections((now) => (now.status === 'loading' ? { status: 'done', sections: found } : now)),
      (failure: unknown) => setSections((now) => (now.status === 'loading' ? { status: 'failed', message: failure instanceof Error ? failure.message : String(failure) } : now)),
    )
  }
  const label = open ? SECTION_SELECT_TEXTS.hide : SECTION_SELECT_TEXTS.show
  return (
    <>
      <TableRow hover sx={{ cursor: 'pointer' }} onClick={() => (dataIsOfType(entry, sectionName) ? onSelect(entry, '/data') : toggle())}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${label} of ${entry.entry_name ?? entry.entry_id}`}
            aria-expanded={open}
            onClick={(event) => {
              event.stopPropagation()
              toggle()
            }}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell>{entry.entry_name ?? entry.entry_id}</TableCell>
        <TableCell>{entry.mainfile}</TableCell>
        <TableCell>{entry.upload_name ?? entry.upload_id}</TableCell>
        <TableCell>{entry.main_author?.name}</TableCell>
        <TableCell>{entry.published ? 'yes' : 'no'}</TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={SECTION_SELECT_COLUMNS} sx={{ py: 0.5, pl: 7 }}>
            {sections.status === 'loading' && <Typography color="text.secondary">{SECTION_SELECT_TEXTS.loading}</Typography>}
            {sections.status === 'failed' && <Typography color="error">{sections.message}</Typography>}
            {sections.status === 'done' && sections.sections.length === 0 && <Typography color="text.secondary">{SECTION_SELECT_TEXTS.none}</Typography>}
            {sections.status === 'done' && sections.sections.length > 0 && (
              <List dense disablePadding aria-label={`sections of ${entry.entry_name ?? entry.entry_id}`}>
                {sections.sections.map((section) => (
                  <ListItemButton key={section.path} onClick={() => onSelect(entry, section.path)}>
                    <ListItemText primary={sectionLabel(section)} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </TableCell>
        </TableRow>
      )}
    </>
  )
}
