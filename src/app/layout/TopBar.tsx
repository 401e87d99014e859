import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import { LoginBar } from '../auth/LoginBar.js'
import { useShellSettings } from '../config/SettingsContext.js'
import { DEFAULT_PATH } from '../constants.js'
import { LoadingIndicator } from './LoadingIndicator.js'
import { useConfigAdmin } from '../pages/admin/useConfigAdmin.js'
import { buildMenus } from './menus.js'
import { NavigationMenu } from './NavigationMenu.js'

export function TopBar() {
  const settings = useShellSettings()
  const configAdmin = useConfigAdmin()
  const menus = useMemo(() => buildMenus(settings, { configAdmin }), [settings, configAdmin])
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to={DEFAULT_PATH}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}
        >
          {settings.title}
        </Typography>
        <Box component="nav" aria-label="main menu" sx={{ display: 'flex', gap: 1, flexGrow: 1 }}>
          {menus.map((menu) => (
            <NavigationMenu key={menu.label} menu={menu} appBase={settings.appBase} />
          ))}
        </Box>
        <LoginBar />
      </Toolbar>
      <LoadingIndicator />
    </AppBar>
  )
}
