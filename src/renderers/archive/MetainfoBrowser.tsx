import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import type { Model } from '../../engine/metainfo/index.js'
import { DefinitionLane } from './DefinitionLane.js'
import { USER_PACKAGE_PREFIX } from './entryModel.js'
import { LaneBox } from './LaneBox.js'
import { definitionsAlong, metainfoRoots, searchDefinitions, sourceLabel } from './metainfo.js'
import type { UsageQuery } from './UsagePanel.js'
import { useFollowNewestLane } from '../common/useFollowNewestLane.js'

export interface MetainfoBrowserProps {
  model: Model
  /** [qualified section or package name, then sub section and quantity names]. */
  path: string[]
  onNavigate: (path: string[]) => void
  queryUsage?: UsageQuery
  /** Schema entries whose definitions can be browsed (as package 'entry_id:{id}'). */
  schemaEntries?: SchemaEntry[]
}

export interface SchemaEntry {
  entryId: string
  name: string
}

/** The metainfo browser: a search box and source selector, the root lists, then one lane per definition. */
export function MetainfoBrowser({ model, path, onNavigate, queryUsage, schemaEntries }: MetainfoBrowserProps) {
  const [source, setSource] = useState('all')
  const [input, setInput] = useState('')
  const options = useMemo(() => searchDefinitions(model, input, source), [model, input, source])
  const sources = useMemo(() => [...new Set(model.packages.map((p) => sourceLabel(p.name)))].sort(), [model])
  const definitions = definitionsAlong(model, path)
  const lanesRef = useFollowNewestLane<HTMLDivElement>()
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <Autocomplete
          sx={{ flex: 1 }}
          options={options}
          filterOptions={(x) => x}
          getOptionLabel={(option) => option.label}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          onChange={(_, option) => option && onNavigate(option.path)}
          renderInput={(params) => <TextField {...params} label="Search definitions" size="small" />}
        />
        <TextField select size="small" label="Source" value={source} onChange={(event) => setSource(event.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="all">all</MenuItem>
          {sources.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box ref={lanesRef} data-testid="metainfo-lanes" sx={{ display: 'flex', overflowX: 'auto', border: 1, borderColor: 'divider', height: 600 }}>
        <RootLane model={model} selected={path[0]} onSelect={(first) => onNavigate([first])} schemaEntries={schemaEntries} />
        {definitions.map((definition, i) => (
          <DefinitionLane key={i} definition={definition} model={model} path={path} depth={i} onNavigate={onNavigate} queryUsage={queryUsage} />
        ))}
      </Box>
    </Box>
  )
}

function RootLane({ model, selected, onSelect, schemaEntries = [] }: { model: Model; selected?: string; onSelect: (name: string) => void; schemaEntries?: SchemaEntry[] }) {
  const roots = useMemo(() => metainfoRoots(model), [model])
  const [othersOpen, setOthersOpen] = useState(false)
  const [schemasOpen, setSchemasOpen] = useState(false)
  return (
    <LaneBox>
      <List dense disablePadding aria-label="metainfo roots">
        {roots.entry && (
          <ListItemButton selected={selected === roots.entry.qualifiedName} onClick={() => onSelect(roots.entry!.qualifiedName)}>
            Entry
          </ListItemButton>
        )}
        <ListSubheader>sources</ListSubheader>
        {roots.sources.map((name) => (
          <ListItemButton key={name} selected={selected === name} onClick={() => onSelect(name)}>
            {name}
          </ListItemButton>
        ))}
        <ListItemButton onClick={() => setOthersOpen(!othersOpen)} aria-expanded={othersOpen}>
          {`other root sections (${roots.others.length})`}
        </ListItemButton>
        {othersOpen &&
          roots.others.map((section) => (
            <ListItemButton key={section.qualifiedName} sx={{ pl: 4 }} selected={selected === section.qualifiedName} onClick={() => onSelect(section.qualifiedName)}>
              {section.name}
            </ListItemButton>
          ))}
        {schemaEntries.length > 0 && (
          <ListItemButton onClick={() => setSchemasOpen(!schemasOpen)} aria-expanded={schemasOpen}>
            {`schema entries (${schemaEntries.length})`}
          </ListItemButton>
        )}
        {schemasOpen &&
          schemaEntries.map((entry) => (
            <ListItemButton key={entry.entryId} sx={{ pl: 4 }} selected={selected === `${USER_PACKAGE_PREFIX}${entry.entryId}`} onClick={() => onSelect(`${USER_PACKAGE_PREFIX}${entry.entryId}`)}>
              {entry.name}
            </ListItemButton>
          ))}
      </List>
    </LaneBox>
  )
}
