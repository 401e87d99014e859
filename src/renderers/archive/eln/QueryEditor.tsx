import EditIcon from '@mui/icons-material/Edit'
import AppBar from '@mui/material/AppBar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import FormHelperText from '@mui/material/FormHelperText'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useCallback, useRef, useState } from 'react'
import { useElnEnvironment, type QueryEditValue } from '../elnEnvironment.js'
import type { ElnEditorProps } from './editorProps.js'
import { ValueWithAction } from './ValueWithAction.js'

/** Spec 2 §9: the page size a query-edit quantity asks for. */
export const QUERY_EDIT_PAGE_SIZE = 100
export const EDIT_QUERY = 'Edit query'
export const NO_QUERY = 'no query'

/**
 * QueryEditQuantity: a search (owner, query, filters) stored in the entry. The full-screen search
 * dialog embeds the app's search UI; OK stores the search as it stands, Cancel leaves the value.
 */
export function QueryEditor({ label, value, onChange, error }: ElnEditorProps) {
  const environment = useElnEnvironment()
  const stored = value && typeof value === 'object' ? (value as QueryEditValue) : undefined
  const [open, setOpen] = useState(false)
  const current = useRef<QueryEditValue>(undefined)
  const SearchPicker = environment?.SearchPicker
  const rememberSearch = useCallback((search: QueryEditValue) => {
    current.current = search
  }, [])
  const accept = () => {
    setOpen(false)
    const search = current.current
    if (!search) return
    onChange({ owner: search.owner, query: search.query, filters: search.filters, pagination: { page_size: QUERY_EDIT_PAGE_SIZE } })
  }
  return (
    <ValueWithAction
      label={label}
      value={
        <Typography variant="body2" component="pre" sx={{ flexGrow: 1, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }} data-testid="query-edit-value">
          {stored?.query && Object.keys(stored.query).length > 0 ? JSON.stringify(stored.query) : NO_QUERY}
        </Typography>
      }
      action={
        <Button size="small" startIcon={<EditIcon />} disabled={!SearchPicker} onClick={() => setOpen(true)}>
          {EDIT_QUERY}
        </Button>
      }
    >
      {error && <FormHelperText error>{error}</FormHelperText>}
      {SearchPicker && (
        <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-label={`${label}: search`}>
          <AppBar position="sticky" color="default" elevation={1}>
            <Toolbar sx={{ gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }} variant="h6">
                {label}
              </Typography>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button variant="contained" onClick={accept}>
                OK
              </Button>
            </Toolbar>
          </AppBar>
          {open && <SearchPicker initial={stored} onSearchChange={rememberSearch} />}
        </Dialog>
      )}
    </ValueWithAction>
  )
}
