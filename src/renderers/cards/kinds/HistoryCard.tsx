import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import { Link as RouterLink } from 'react-router'
import { asArray, asRecord } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps, EntryMetadata } from '../types.js'
import { activitiesRequest, useReferencingEntries } from './useReferencingEntries.js'

const ENTITY = /basesections(\.v\d+)?\.Entity$/
const ACTIVITY = 'nomad.datamodel.metainfo.basesections.Activity'

/** True when the entry's data inherits from an Entity base section (NOMAD indexes them as section_defs). */
export function isEntity(entry: EntryMetadata): boolean {
  return asArray(entry.section_defs).some((item) => ENTITY.test(String(asRecord(item)?.definition_qualified_name ?? '')))
}

/** History (spec 3 §2.3): for entities only, the activities that reference the entry. */
export function HistoryCard(props: CardRendererProps) {
  if (!isEntity(props.entry)) return null
  return <History {...props} />
}

function History({ card, entry, api }: CardRendererProps) {
  const activities = useReferencingEntries(api, activitiesRequest(entry.entry_id, ACTIVITY))
  if (!Array.isArray(activities) || activities.length === 0) return null
  return (
    <CardFrame title={card.title ?? 'History'}>
      <List dense>
        {activities.map((activity) => (
          <ListItem key={activity.entry_id}>
            <Link component={RouterLink} to={`/entry/id/${activity.entry_id}`}>{activity.entry_name ?? activity.mainfile ?? activity.entry_id}</Link>
          </ListItem>
        ))}
      </List>
    </CardFrame>
  )
}
