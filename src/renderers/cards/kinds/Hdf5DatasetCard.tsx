import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useState } from 'react'
import { parseHdf5Reference, type Hdf5Reference } from '../../../engine/archive/hdf5Reference.js'
import { Hdf5Panel } from '../../archive/Hdf5Panel.js'
import { asRecord, logSectionMissing } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

const MAX_REFERENCES = 50

interface Found {
  path: string
  value: string
  reference: Hdf5Reference
}

/** HDF5 datasets referenced from the entry's data: a list of them, and the selected one in the hdf5 viewer. */
export function Hdf5DatasetCard({ card, archive, entry, api }: CardRendererProps) {
  const [selected, setSelected] = useState(0)
  const found: Found[] = []
  const visit = (value: unknown, path: string) => {
    if (found.length >= MAX_REFERENCES) return
    const reference = parseHdf5Reference(value)
    if (reference) found.push({ path, value: value as string, reference })
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}/${index}`))
    else if (asRecord(value)) for (const [key, item] of Object.entries(value as Record<string, unknown>)) visit(item, `${path}/${key}`)
  }
  visit(archive.data, 'data')
  if (found.length === 0) {
    logSectionMissing('data (HDF5 datasets)')
    return null
  }
  const shown = found[Math.min(selected, found.length - 1)]
  return (
    <CardFrame title={card.title ?? 'HDF5 datasets'}>
      <List dense aria-label="hdf5 datasets">
        {found.map((item, index) => (
          <ListItemButton key={item.path} selected={item === shown} onClick={() => setSelected(index)}>
            <ListItemText primary={item.path} secondary={item.value} />
          </ListItemButton>
        ))}
      </List>
      {entry.upload_id && <Hdf5Panel key={shown.path} reference={shown.reference} rawFiles={{ api, uploadId: entry.upload_id }} />}
    </CardFrame>
  )
}
