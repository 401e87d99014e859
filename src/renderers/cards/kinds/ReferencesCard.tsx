import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Collapse from '@mui/material/Collapse'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { asArray, asRecord } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'
import { referencedByEntryRequest, useReferencingEntries } from './useReferencingEntries.js'

export const REFERENCES_TEXTS = {
  referencing: 'Referencing the following entries',
  referencedBy: 'Referenced by the following entries',
  notReferencing: 'Not referencing other entries.',
  notReferenced: 'Not referenced by other entries.',
  latest: 'Only showing at most the latest 20 entries.',
}

function Collapsible({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  const [open, setOpen] = useState(true)
  const heading = (
    <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
      <ListItemText primary={title} />
      {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
    </ListItemButton>
  )
  return (
    <>
      {hint ? <Tooltip title={hint}>{heading}</Tooltip> : heading}
      <Collapse in={open}>{children}</Collapse>
    </>
  )
}

/** Entry references (spec 3 §2.3): entries this one references and the latest 20 that reference it. */
export function ReferencesCard({ card, entry, api }: CardRendererProps) {
  const referencedBy = useReferencingEntries(api, referencedByEntryRequest(entry.entry_id))
  const targets = [...new Set(asArray(entry.entry_references).flatMap((item) => {
    const target = asRecord(item)?.target_entry_id
    return typeof target === 'string' && target !== entry.entry_id ? [target] : []
  }))]
  return (
    <CardFrame title={card.title ?? 'Entry references'}>
      <List dense disablePadding>
        <Collapsible title={REFERENCES_TEXTS.referencing}>
          {targets.length === 0 ? (
            <Typography sx={{ px: 2 }} color="text.secondary">{REFERENCES_TEXTS.notReferencing}</Typography>
          ) : (
            targets.map((target) => (
              <ListItem key={target}>
                <Link component={RouterLink} to={`/entry/id/${target}`}>{target}</Link>
              </ListItem>
            ))
          )}
        </Collapsible>
        <Collapsible title={REFERENCES_TEXTS.referencedBy} hint={REFERENCES_TEXTS.latest}>
          {referencedBy === undefined ? (
            <Typography sx={{ px: 2 }}>loading...</Typography>
          ) : referencedBy instanceof Error || referencedBy.length === 0 ? (
            <Typography sx={{ px: 2 }} color="text.secondary">{REFERENCES_TEXTS.notReferenced}</Typography>
          ) : (
            referencedBy.map((source) => (
              <ListItem key={source.entry_id}>
                <Link component={RouterLink} to={`/entry/id/${source.entry_id}`}>{source.entry_name ?? source.mainfile ?? source.entry_id}</Link>
              </ListItem>
            ))
          )}
        </Collapsible>
      </List>
    </CardFrame>
  )
}
