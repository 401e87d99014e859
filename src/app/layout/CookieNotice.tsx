import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useShellSettings } from '../config/SettingsContext.js'
import { acceptTerms, hasAcceptedTerms } from './cookies.js'

/** Bottom notice about strictly necessary cookies until the visitor accepts it once. */
export function CookieNotice() {
  const { termsOfServiceUrl } = useShellSettings()
  const [accepted, setAccepted] = useState(() => hasAcceptedTerms())
  if (accepted) return null
  return (
    <Paper square elevation={6} role="region" aria-label="cookie notice" sx={{ px: 3, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          This website uses only strictly necessary cookies: to keep you logged in and to remember that you have seen this
          notice. We do not use cookies to track you.
          {termsOfServiceUrl && (
            <>
              {' '}
              By using this website you agree to our{' '}
              <Link href={termsOfServiceUrl} target="_blank" rel="noopener noreferrer">
                terms of service
              </Link>
              .
            </>
          )}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            acceptTerms()
            setAccepted(true)
          }}
        >
          Accept
        </Button>
      </Box>
    </Paper>
  )
}
