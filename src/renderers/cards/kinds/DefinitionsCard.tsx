import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { Link as RouterLink } from 'react-router'
import { asArray, asRecord, logSectionMissing } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** A schema's sections with the Data-tab path of each: a `section_definitions` list, or `sections` by name (YAML schemas). */
function schemaSections(definitions: Record<string, unknown>): { name: string; description?: string; path: string }[] {
  const described = (section: Record<string, unknown> | undefined) => (typeof section?.description === 'string' ? section.description : undefined)
  const listed = asArray(definitions.section_definitions).map((item, index) => {
    const section = asRecord(item)
    return { name: String(section?.name ?? `section ${index}`), description: described(section), path: `definitions/section_definitions:${index}` }
  })
  const sections = definitions.sections
  const named = Array.isArray(sections)
    ? sections.map((item, index) => {
        const section = asRecord(item)
        return { name: String(section?.name ?? `section ${index}`), description: described(section), path: `definitions/sections:${index}` }
      })
    : Object.entries(asRecord(sections) ?? {}).map(([name, item]) => ({ name, description: described(asRecord(item)), path: `definitions/sections/${encodeURIComponent(name)}` }))
  return [...listed, ...named]
}

/** Schema definitions (spec 3 §2.3): the section definitions of a schema entry, linked to the Data tab. */
export function DefinitionsCard({ card, archive }: CardRendererProps) {
  const definitions = asRecord(archive.definitions)
  const sections = definitions ? schemaSections(definitions) : []
  if (sections.length === 0) {
    logSectionMissing('definitions')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Schema definitions'}>
      <List dense>
        {sections.map((section) => (
          <ListItem key={section.path} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`data/${section.path}`}>
                  {section.name}
                </Link>
              }
              secondary={section.description}
            />
          </ListItem>
        ))}
      </List>
    </CardFrame>
  )
}
