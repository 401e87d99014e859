import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'
import { useShellSettings } from '../config/SettingsContext.js'
import { isPlainLink } from './links.js'

/** The configured footer links. */
export function Footer() {
  const { footerLinks, appBase } = useShellSettings()
  if (footerLinks.length === 0) return null
  return (
    <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', gap: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      {footerLinks.map((link) =>
        isPlainLink(link.url, appBase) ? (
          <Link key={link.url} href={link.url} color="text.secondary" underline="hover">
            {link.label}
          </Link>
        ) : (
          <Link key={link.url} component={RouterLink} to={link.url} color="text.secondary" underline="hover">
            {link.label}
          </Link>
        ),
      )}
    </Box>
  )
}
