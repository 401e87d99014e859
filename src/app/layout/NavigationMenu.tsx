import Button from '@mui/material/Button'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { isPlainLink } from './links.js'
import type { MenuLink, TopMenu } from './menus.js'

function MenuLinkItem({ link, appBase, onClose }: { link: MenuLink; appBase: string; onClose: () => void }) {
  if (isPlainLink(link.to, appBase))
    return (
      <MenuItem
        component="a"
        href={link.to}
        title={link.tooltip}
        target={/^https?:/.test(link.to) ? '_blank' : undefined}
        rel="noopener noreferrer"
        onClick={onClose}
      >
        {link.label}
      </MenuItem>
    )
  return (
    <MenuItem component={RouterLink} to={link.to} title={link.tooltip} onClick={onClose}>
      {link.label}
    </MenuItem>
  )
}

/** One top-bar button (Publish, Explore, Analyze, About) with its drop-down menu. */
export function NavigationMenu({ menu, appBase }: { menu: TopMenu; appBase: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { pathname } = useLocation()
  const selected = pathname === menu.path || pathname.startsWith(`${menu.path}/`)
  const close = () => setAnchor(null)
  const id = `menu-${menu.label.toLowerCase()}`

  const entries: ReactNode[] = []
  for (const [index, group] of menu.groups.entries()) {
    if (group.title) entries.push(<ListSubheader key={`group-${index}`}>{group.title}</ListSubheader>)
    for (const link of group.links)
      entries.push(<MenuLinkItem key={`${index}-${link.to}`} link={link} appBase={appBase} onClose={close} />)
  }
  if (entries.length === 0 && menu.emptyText)
    entries.push(
      <MenuItem key="empty" disabled>
        {menu.emptyText}
      </MenuItem>,
    )

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: selected ? 700 : 400, borderBottom: selected ? '2px solid' : '2px solid transparent', borderRadius: 0 }}
      >
        {menu.label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entries}
      </Menu>
    </>
  )
}
