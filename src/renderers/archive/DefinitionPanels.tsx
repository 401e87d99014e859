import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Annotations, Model } from '../../engine/metainfo/index.js'
import { attributeDefinitions, attributeStep } from './attributes.js'
import { categoriesOf, categoryStep } from './metainfo.js'
import { JsonView } from './QuantityValue.js'

/**
 * The panels of a metainfo definition page beyond its lists (spec 3 §2.1): properties (aliases,
 * deprecated, more, search keys), attributes, categories, annotations and links.
 */

export function PropertiesPanel({ aliases, more, searchKeys }: { aliases?: string[]; more?: Record<string, unknown>; searchKeys?: string[] }) {
  const allAliases = [...new Set([...(aliases ?? []), ...(Array.isArray(more?.aliases) ? more.aliases.map(String) : [])])]
  const rows: [string, string][] = []
  if (allAliases.length > 0) rows.push(['aliases', allAliases.join(', ')])
  if (more?.deprecated !== undefined && more.deprecated !== false && more.deprecated !== null) rows.push(['deprecated', more.deprecated === true ? 'true' : String(more.deprecated)])
  if (more?.more !== undefined) rows.push(['more', JSON.stringify(more.more)])
  if (searchKeys && searchKeys.length > 0) rows.push(['search keys', searchKeys.join(', ')])
  if (rows.length === 0) return null
  return (
    <Box data-testid="properties-panel" sx={{ mt: 1 }}>
      <ListSubheader disableGutters>properties</ListSubheader>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 1 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-testid={`property-${label}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/** Attribute definitions; each opens its own page ('@name' after the definition). */
export function AttributesPanel({ more, selected, onSelect }: { more?: Record<string, unknown>; selected?: string; onSelect: (step: string) => void }) {
  const attributes = attributeDefinitions(more)
  if (attributes.length === 0) return null
  return (
    <List dense disablePadding data-testid="attributes-panel">
      <ListSubheader disableGutters>attributes</ListSubheader>
      {attributes.map((attribute) => (
        <ListItemButton key={attribute.name} selected={selected === attributeStep(attribute.name)} onClick={() => onSelect(attributeStep(attribute.name))}>
          {attribute.name}
        </ListItemButton>
      ))}
    </List>
  )
}

/** The categories a definition belongs to; known ones open their category page. */
export function CategoriesPanel({ model, more, packageName, onOpen }: { model: Model; more?: Record<string, unknown>; packageName?: string; onOpen: (path: string[]) => void }) {
  const categories = categoriesOf(model, more, packageName ?? '')
  if (categories.length === 0) return null
  return (
    <List dense disablePadding data-testid="categories-panel">
      <ListSubheader disableGutters>categories</ListSubheader>
      {categories.map(({ ref, category, pkg }) =>
        category && pkg ? (
          <ListItemButton key={ref} onClick={() => onOpen([pkg.name, categoryStep(category.name)])}>
            {category.name}
          </ListItemButton>
        ) : (
          <Typography key={ref} variant="body2" sx={{ px: 2 }}>
            {ref}
          </Typography>
        ),
      )}
    </List>
  )
}

/** Annotations by name, each unfolding to its JSON. */
export function AnnotationsPanel({ annotations }: { annotations?: Annotations }) {
  const [open, setOpen] = useState<string>()
  const names = Object.keys(annotations ?? {})
  if (names.length === 0) return null
  return (
    <List dense disablePadding data-testid="annotations-panel">
      <ListSubheader disableGutters>annotations</ListSubheader>
      {names.map((name) => (
        <Box key={name}>
          <ListItemButton onClick={() => setOpen(open === name ? undefined : name)} aria-expanded={open === name}>
            {name}
          </ListItemButton>
          {open === name && <JsonView value={annotations![name]} />}
        </Box>
      ))}
    </List>
  )
}

/** Links a definition gives (more reading about it). */
export function LinksPanel({ more }: { more?: Record<string, unknown> }) {
  const links = Array.isArray(more?.links) ? more.links.map(String) : []
  if (links.length === 0) return null
  return (
    <Box data-testid="links-panel" sx={{ mt: 1 }}>
      <ListSubheader disableGutters>links</ListSubheader>
      {links.map((href) => (
        <Typography key={href} variant="body2" sx={{ wordBreak: 'break-all' }}>
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </Link>
        </Typography>
      ))}
    </Box>
  )
}
