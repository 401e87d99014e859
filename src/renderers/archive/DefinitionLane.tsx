import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Model, PackageDef, SectionDef } from '../../engine/metainfo/index.js'
import { AnnotationsPanel, AttributesPanel, CategoriesPanel, LinksPanel, PropertiesPanel } from './DefinitionPanels.js'
import { LaneBox } from './LaneBox.js'
import { categoryStep, inheritingOf, itemTags, kindLabel, packageOf, quantityFacts, searchPathOf, type Definition } from './metainfo.js'
import { JsonView } from './QuantityValue.js'
import { UsagePanel, type UsageQuery } from './UsagePanel.js'

/** One definition page of the metainfo browser (spec 3 §2.1), shown as a lane. */
export interface DefinitionLaneProps {
  definition: Definition
  model: Model
  path: string[]
  depth: number
  onNavigate: (path: string[]) => void
  queryUsage?: UsageQuery
}

function qualifiedNameOf(definition: Definition): string {
  switch (definition.kind) {
    case 'package':
      return definition.def.name
    case 'attribute':
      return definition.qualifiedName
    default:
      return definition.def.qualifiedName
  }
}

/** Search keys of a quantity reached from the archive root: its path and the extra fields below it. */
function searchKeysOf(definition: Definition, path: string[]): string[] | undefined {
  if (definition.kind !== 'quantity' || !definition.def.searchable) return undefined
  const key = searchPathOf(path)
  return key ? [key, ...definition.def.searchFields.map((field) => `${key}.${field.name}`)] : undefined
}

export function DefinitionLane({ definition, model, path, depth, onNavigate, queryUsage }: DefinitionLaneProps) {
  // The path index of the step after this lane's definition (a package takes one step, a section or item one more).
  const prefix = path.slice(0, depth + 1)
  const next = path[depth + 1]
  const go = (step: string) => onNavigate([...prefix, step])
  const qualifiedName = qualifiedNameOf(definition)
  const name = definition.def.name
  const description = definition.def.description
  const section: SectionDef | undefined = definition.kind === 'section' ? definition.def : definition.kind === 'subsection' ? definition.section : undefined
  const more = definition.kind === 'package' || definition.kind === 'attribute' ? undefined : definition.def.more
  const annotations = definition.kind === 'section' || definition.kind === 'subsection' || definition.kind === 'quantity' ? definition.def.annotations : undefined
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
        <LinksPanel more={more} />
        {definition.kind === 'package' && <PackageLists pkg={definition.def} selected={next} onSelect={go} />}
        {section && <SectionLists section={section} model={model} selected={next} onSelect={go} onOpenSection={(q) => onNavigate([q])} />}
        {definition.kind === 'quantity' && <QuantityFactsView definition={definition} />}
        {definition.kind === 'attribute' && <AttributeFactsView definition={definition} />}
        <PropertiesPanel aliases={definition.kind === 'section' ? definition.def.aliases : undefined} more={more} searchKeys={searchKeysOf(definition, prefix)} />
        {definition.kind !== 'package' && definition.kind !== 'subsection' && <AttributesPanel more={more} selected={next} onSelect={go} />}
        <CategoriesPanel model={model} more={more} packageName={packageOf(model, definition)} onOpen={onNavigate} />
        <AnnotationsPanel annotations={annotations} />
        {definition.kind === 'quantity' && queryUsage && <UsagePanel searchPath={searchPathOf(path.slice(0, depth + 1))} query={queryUsage} />}
        <JsonToggle value={definition.kind === 'attribute' ? definition.def.raw : definition.def} />
      </Box>
    </LaneBox>
  )
}

function PackageLists({ pkg, selected, onSelect }: { pkg: PackageDef; selected?: string; onSelect: (step: string) => void }) {
  return (
    <List dense disablePadding>
      <ListSubheader>sections</ListSubheader>
      {pkg.sections.map((s) => (
        <ListItemButton key={s.name} selected={selected === s.name} onClick={() => onSelect(s.name)}>
          {s.name}
        </ListItemButton>
      ))}
      {pkg.categories && pkg.categories.length > 0 && <ListSubheader>category definitions</ListSubheader>}
      {pkg.categories?.map((c) => (
        <ListItemButton key={c.name} selected={selected === categoryStep(c.name)} onClick={() => onSelect(categoryStep(c.name))}>
          {c.name}
        </ListItemButton>
      ))}
    </List>
  )
}

function AttributeFactsView({ definition }: { definition: Extract<Definition, { kind: 'attribute' }> }) {
  const rows: [string, string | undefined][] = [
    ['type', definition.def.type],
    ['shape', JSON.stringify(definition.def.shape ?? [])],
  ]
  return <FactRows rows={rows} />
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
  return <FactRows rows={rows} />
}

function FactRows({ rows }: { rows: [string, string | undefined][] }) {
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
