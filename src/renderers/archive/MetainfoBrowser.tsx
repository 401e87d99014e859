import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { Model, SectionDef } from '../../engine/metainfo/index.js'
import { LaneBox } from './LaneBox.js'
import { definitionsAlong, inheritingOf, itemTags, kindLabel, metainfoRoots, quantityFacts, searchDefinitions, searchPathOf, sourceLabel, type Definition } from './metainfo.js'
import { JsonView } from './QuantityValue.js'
import { UsagePanel, type UsageQuery } from './UsagePanel.js'

export interface MetainfoBrowserProps {
  model: Model
  /** [qualified section or package name, then sub section and quantity names]. */
  path: string[]
  onNavigate: (path: string[]) => void
  queryUsage?: UsageQuery
}

/** The metainfo browser: a search box and source selector, the root lists, then one lane per definition. */
export function MetainfoBrowser({ model, path, onNavigate, queryUsage }: MetainfoBrowserProps) {
  const [source, setSource] = useState('all')
  const [input, setInput] = useState('')
  const options = useMemo(() => searchDefinitions(model, input, source), [model, input, source])
  const sources = useMemo(() => [...new Set(model.packages.map((p) => sourceLabel(p.name)))].sort(), [model])
  const definitions = definitionsAlong(model, path)
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
      <Box data-testid="metainfo-lanes" sx={{ display: 'flex', overflowX: 'auto', border: 1, borderColor: 'divider', height: 600 }}>
        <RootLane model={model} selected={path[0]} onSelect={(first) => onNavigate([first])} />
        {definitions.map((definition, i) => (
          <DefinitionLane key={i} definition={definition} model={model} path={path} depth={i} onNavigate={onNavigate} queryUsage={queryUsage} />
        ))}
      </Box>
    </Box>
  )
}

function RootLane({ model, selected, onSelect }: { model: Model; selected?: string; onSelect: (name: string) => void }) {
  const roots = useMemo(() => metainfoRoots(model), [model])
  const [othersOpen, setOthersOpen] = useState(false)
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
      </List>
    </LaneBox>
  )
}

interface DefinitionLaneProps {
  definition: Definition
  model: Model
  path: string[]
  depth: number
  onNavigate: (path: string[]) => void
  queryUsage?: UsageQuery
}

function DefinitionLane({ definition, model, path, depth, onNavigate, queryUsage }: DefinitionLaneProps) {
  // The path index of the step after this lane's definition (a package takes one step, a section or item one more).
  const prefix = path.slice(0, depth + 1)
  const next = path[depth + 1]
  const go = (step: string) => onNavigate([...prefix, step])
  const qualifiedName = definition.kind === 'package' ? definition.def.name : definition.def.qualifiedName
  const name = definition.def.name
  const description = definition.kind === 'package' ? definition.def.description : definition.def.description
  const section: SectionDef | undefined = definition.kind === 'section' ? definition.def : definition.kind === 'subsection' ? definition.section : undefined
  return (
    <LaneBox>
      <Box sx={{ p: 2 }} data-testid="definition-lane">
        <Typography variant="overline">{kindLabel(definition)}</Typography>
        <Typography variant="h6" sx={{ wordBreak: 'break-all' }}>
          {name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
            {qualifiedName}
          </Typography>
          <IconButton size="small" aria-label="copy qualified name" onClick={() => void navigator.clipboard?.writeText(qualifiedName)}>
            <ContentCopyIcon fontSize="inherit" />
          </IconButton>
        </Box>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1, whiteSpace: 'pre-wrap' }}>
            {description.trim()}
          </Typography>
        )}
        {definition.kind === 'package' && (
          <List dense disablePadding>
            <ListSubheader>sections</ListSubheader>
            {definition.def.sections.map((s) => (
              <ListItemButton key={s.name} selected={next === s.name} onClick={() => go(s.name)}>
                {s.name}
              </ListItemButton>
            ))}
          </List>
        )}
        {section && <SectionLists section={section} model={model} selected={next} onSelect={go} onOpenSection={(q) => onNavigate([q])} />}
        {definition.kind === 'quantity' && <QuantityFactsView definition={definition} />}
        {definition.kind === 'quantity' && queryUsage && <UsagePanel searchPath={searchPathOf(path.slice(0, depth + 1))} query={queryUsage} />}
        <JsonToggle value={definition.def} />
      </Box>
    </LaneBox>
  )
}

function SectionLists({ section, model, selected, onSelect, onOpenSection }: { section: SectionDef; model: Model; selected?: string; onSelect: (name: string) => void; onOpenSection: (qualifiedName: string) => void }) {
  const [inheritingOpen, setInheritingOpen] = useState(false)
  const inheriting = inheritingOf(model, section)
  return (
    <List dense disablePadding>
      {section.baseSections.length > 0 && <ListSubheader>base sections</ListSubheader>}
      {section.baseSections.map((base) => (
        <ListItemButton key={base} onClick={() => onOpenSection(base)}>
          {base}
        </ListItemButton>
      ))}
      {inheriting.length > 0 && (
        <ListItemButton onClick={() => setInheritingOpen(!inheritingOpen)} aria-expanded={inheritingOpen}>
          {`inheriting sections (${inheriting.length})`}
        </ListItemButton>
      )}
      {inheritingOpen &&
        inheriting.map((s) => (
          <ListItemButton key={s.qualifiedName} sx={{ pl: 4 }} onClick={() => onOpenSection(s.qualifiedName)}>
            {s.qualifiedName}
          </ListItemButton>
        ))}
      {section.allSubSections.length > 0 && <ListSubheader>sub section definitions</ListSubheader>}
      {section.allSubSections.map((sub) => (
        <ListItemButton key={sub.name} selected={selected === sub.name} onClick={() => onSelect(sub.name)}>
          <span>{sub.name}</span>
          <Tags tags={itemTags(section, sub, model)} />
        </ListItemButton>
      ))}
      {section.allQuantities.length > 0 && <ListSubheader>quantity definitions</ListSubheader>}
      {section.allQuantities.map((q) => (
        <ListItemButton key={q.name} selected={selected === q.name} onClick={() => onSelect(q.name)}>
          <span>{q.name}</span>
          <Tags tags={itemTags(section, q, model)} />
        </ListItemButton>
      ))}
    </List>
  )
}

function Tags({ tags }: { tags: string[] }) {
  return (
    <>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" sx={{ ml: 1, height: 18 }} />
      ))}
    </>
  )
}

function QuantityFactsView({ definition }: { definition: Extract<Definition, { kind: 'quantity' }> }) {
  const facts = quantityFacts(definition.def)
  const rows: [string, string | undefined][] = [
    ['type', facts.type],
    ['shape', facts.shape],
    ['unit', facts.unit],
    ['dimensionality', facts.dimensionality],
    ['default', facts.default],
    ['derived', facts.derived ? 'true' : undefined],
    ['variable', facts.variable ? 'true' : undefined],
  ]
  return (
    <Box component="dl" data-testid="quantity-facts" sx={{ m: 0 }}>
      {rows
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 1 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-testid={`fact-${label}`}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  )
}

function JsonToggle({ value }: { value: unknown }) {
  const [open, setOpen] = useState(false)
  return (
    <Box sx={{ mt: 1 }}>
      <ListItemButton dense onClick={() => setOpen(!open)}>
        {open ? 'Hide JSON' : 'JSON'}
      </ListItemButton>
      {open && <JsonView value={value} />}
    </Box>
  )
}
