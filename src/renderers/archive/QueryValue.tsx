import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import type { QuantityDef } from '../../engine/metainfo/index.js'
import { isSection } from './lanes.js'
import { JsonView } from './QuantityValue.js'

type Json = Record<string, unknown>

/** NOMAD's query type (nomad.datamodel.data.Query): a search's filters and the entries it found. */
export function isQueryValue(def: QuantityDef | undefined, value: unknown): value is Json {
  return isSection(value) && def !== undefined && /(^|\.)Query$/.test(String(def.type.type_data))
}

/** One found entry: its mainfile, else its id. */
const entryLabel = (entry: Json) => String(entry.mainfile ?? entry.entry_id ?? '')

/** The query-value page (spec 3 §2.2): the filters, the entries found (each opens its entry) and the query as stored. */
export function QueryValue({ value, onOpenEntry }: { value: Json; onOpenEntry?: (entryId: string) => void }) {
  const results = (Array.isArray(value.data) ? value.data : []).filter(isSection) as Json[]
  const { data: _data, ...query } = value
  return (
    <List dense disablePadding data-testid="query-value">
      <ListSubheader disableGutters>filters</ListSubheader>
      <JsonView value={value.filters ?? {}} />
      <ListSubheader disableGutters>results</ListSubheader>
      {results.map((entry, index) => (
        <ListItemButton key={typeof entry.entry_id === 'string' ? entry.entry_id : index} disabled={typeof entry.entry_id !== 'string' || !onOpenEntry} onClick={() => onOpenEntry?.(String(entry.entry_id))}>
          <ListItemText primary={entryLabel(entry)} />
        </ListItemButton>
      ))}
      <ListSubheader disableGutters>query</ListSubheader>
      <JsonView value={query} />
    </List>
  )
}
