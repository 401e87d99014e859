import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { useState } from 'react'
import type { Hdf5Child, Hdf5Reader } from './hdf5File.js'

interface TreeProps {
  reader: Hdf5Reader
  selected: string
  onSelect: (path: string) => void
}

/** The file's groups and datasets as a tree; a group's children are read when it is opened. */
export function Hdf5Tree({ reader, selected, onSelect }: TreeProps) {
  return (
    <Box role="tree" aria-label="hdf5 tree" sx={{ maxHeight: 300, overflow: 'auto', fontSize: 13, fontFamily: 'monospace' }}>
      <TreeItem reader={reader} item={{ name: '/', path: '/', kind: 'group' }} depth={0} selected={selected} onSelect={onSelect} />
    </Box>
  )
}

/** Whether `path` lies below the group `group` (so the group starts open to show it). */
const holds = (group: string, path: string) => group === '/' || path.startsWith(`${group}/`)

function TreeItem({ reader, item, depth, selected, onSelect }: TreeProps & { item: Hdf5Child; depth: number }) {
  const [open, setOpen] = useState(item.kind === 'group' && holds(item.path, selected))
  const node = open ? reader.node(item.path) : undefined
  const children = node?.kind === 'group' ? node.children : []
  const isSelected = item.path === selected
  return (
    <Box role="treeitem" aria-selected={isSelected} aria-expanded={item.kind === 'group' ? open : undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2, bgcolor: isSelected ? 'action.selected' : undefined }}>
        {item.kind === 'group' ? (
          <ButtonBase aria-label={`${open ? 'close' : 'open'} ${item.path}`} onClick={() => setOpen(!open)}>
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </ButtonBase>
        ) : (
          <Box sx={{ width: 20 }} />
        )}
        <ButtonBase onClick={() => onSelect(item.path)} sx={{ justifyContent: 'flex-start', flex: 1, py: 0.25, font: 'inherit' }}>
          {item.name}
        </ButtonBase>
      </Box>
      {children.map((child) => (
        <TreeItem key={child.path} reader={reader} item={child} depth={depth + 1} selected={selected} onSelect={onSelect} />
      ))}
    </Box>
  )
}
