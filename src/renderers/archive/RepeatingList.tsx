import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import ListItemButton from '@mui/material/ListItemButton'
import { useState } from 'react'
import { LIST_FIRST, LIST_STEP, listWindow } from './lanes.js'

/**
 * A repeating sub section in a section lane: collapsed by default (open when one of its items is
 * selected); items as name:index, the first 50 and last 5, with a row that shows 25 more.
 */
export function RepeatingList({ name, count, selectedIndex, onSelect }: { name: string; count: number; selectedIndex?: number; onSelect: (index: number) => void }) {
  const [toggled, setOpen] = useState(false)
  const [clicks, setExpansions] = useState(0)
  // A selected item (also one reached by following a reference) keeps its list open and within the window.
  const open = toggled || selectedIndex !== undefined
  const needed = selectedIndex === undefined || selectedIndex < 0 ? 0 : Math.max(0, Math.ceil((selectedIndex + 1 - LIST_FIRST) / LIST_STEP))
  const expansions = Math.max(clicks, needed)
  const window = listWindow(count, expansions)
  const item = (index: number) => (
    <ListItemButton key={index} sx={{ pl: 4 }} selected={selectedIndex === index || (selectedIndex !== undefined && selectedIndex < 0 && count + selectedIndex === index)} onClick={() => onSelect(index)}>
      {`${name}:${index}`}
    </ListItemButton>
  )
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
        <span>{name}</span>
        <span style={{ flex: 1 }} />
        <span>{`(${count})`}</span>
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      {open && (
        <>
          {window.head.map(item)}
          {window.hidden > 0 && (
            <ListItemButton sx={{ pl: 4 }} onClick={() => setExpansions(expansions + 1)} aria-label={`show more of ${name}`}>
              {`... ${window.hidden} more`}
            </ListItemButton>
          )}
          {window.tail.map(item)}
        </>
      )}
    </>
  )
}
