import ListItemButton from '@mui/material/ListItemButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'

/** Referenced-by shows at most the latest 20 entries (spec 3 §9). */
export const REFERENCED_BY_LIMIT = 20
export const REFERENCED_BY_TOOLTIP = 'Only showing at most the latest 20 entries.'
export const NOT_REFERENCED = 'not referenced by other entries'

export interface ReferencingEntry {
  entry_id: string
  mainfile?: string
}

/** Entries whose entry_references point at the section at targetPath ('/run/0/system/0'). */
export type ReferencedByQuery = (targetPath: string) => Promise<ReferencingEntry[]>

/** The body NOMAD's GUI sends to POST entries/query for a section's referenced-by list. */
export function referencedByRequest(entryId: string, targetPath: string) {
  return {
    exclude: ['atoms', 'only_atoms', 'files', 'quantities', 'dft.quantities', 'optimade', 'dft.labels', 'dft.geometries'],
    required: { metadata: '*' },
    owner: 'visible',
    pagination: { order_by: 'upload_create_time', order: 'desc', page_size: REFERENCED_BY_LIMIT },
    query: { 'entry_references.target_entry_id': entryId, 'entry_references.target_path': targetPath },
  }
}

type State = { status: 'closed' } | { status: 'loading' } | { status: 'loaded'; entries: ReferencingEntry[] } | { status: 'failed' }

/** A collapsed 'referenced by' item of a section lane; loads on first unfold. */
export function ReferencedBy({ targetPath, query, onOpen }: { targetPath: string; query: ReferencedByQuery; onOpen?: (entryId: string) => void }) {
  const [state, setState] = useState<State>({ status: 'closed' })
  const [open, setOpen] = useState(false)
  const toggle = () => {
    setOpen(!open)
    if (state.status === 'closed' || state.status === 'failed') {
      setState({ status: 'loading' })
      query(targetPath).then(
        (entries) => setState({ status: 'loaded', entries: entries.slice(0, REFERENCED_BY_LIMIT) }),
        () => setState({ status: 'failed' }),
      )
    }
  }
  return (
    <>
      <Tooltip title={REFERENCED_BY_TOOLTIP}>
        <ListItemButton onClick={toggle} aria-expanded={open}>
          referenced by
        </ListItemButton>
      </Tooltip>
      {open && state.status === 'loading' && <Typography sx={{ px: 4 }} variant="body2">loading...</Typography>}
      {open && state.status === 'loaded' && state.entries.length === 0 && (
        <Typography sx={{ px: 4 }} variant="body2">
          {NOT_REFERENCED}
        </Typography>
      )}
      {open &&
        state.status === 'loaded' &&
        state.entries.map((entry) => (
          <ListItemButton key={entry.entry_id} sx={{ pl: 4 }} onClick={() => onOpen?.(entry.entry_id)}>
            {entry.mainfile ?? entry.entry_id}
          </ListItemButton>
        ))}
    </>
  )
}
