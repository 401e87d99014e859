import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { Link as RouterLink } from 'react-router'
import { asArray, asRecord, logSectionMissing } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** Schema definitions (spec 3 §2.3): the section definitions of a schema entry, linked to the Data tab. */
export function DefinitionsCard({ card, archive }: CardRendererProps) {
  const definitions = asRecord(archive.definitions)
  const sections = asArray(definitions?.section_definitions).map((item) => asRecord(item))
  if (!definitions || sections.length === 0) {
    logSectionMissing('definitions')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Schema definitions'}>
      <List dense>
        {sections.map((section, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`data/definitions/section_definitions:${index}`}>
                  {String(section?.name ?? `section ${index}`)}
                </Link>
              }
              secondary={typeof section?.description === 'string' ? section.description : undefined}
            />
          </ListItem>
        ))}
      </List>
    </CardFrame>
  )
}
