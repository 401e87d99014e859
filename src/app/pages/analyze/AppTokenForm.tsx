import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { NotAuthorized, UnprocessableEntity } from '../../../engine/api/errors.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { LOGIN_REQUIRED_TEXT } from '../../auth/LoginRequired.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { latestExpiryHint, secondsUntil, toInputDate } from './appToken.js'

const DEFAULT_DAYS = 30
const DAY_SECONDS = 24 * 60 * 60

/** Requests an app token (GET auth/app_token?expires_in=...); disabled for anonymous users (spec 1 §6). */
export function AppTokenForm() {
  const auth = useAuth()
  const api = useApi()
  const { raiseError } = useErrors()
  const { appTokenMaxExpiresIn } = useShellSettings()
  const loggedIn = auth.status === 'authenticated'
  const now = new Date()
  const maxDate = toInputDate(new Date(now.getTime() + appTokenMaxExpiresIn * 1000))
  const defaultDate = toInputDate(new Date(now.getTime() + Math.min(DEFAULT_DAYS * DAY_SECONDS, appTokenMaxExpiresIn) * 1000))
  const [expiry, setExpiry] = useState(defaultDate)
  const [hint, setHint] = useState<string | undefined>()
  const [token, setToken] = useState<string | undefined>()
  const expiresIn = secondsUntil(expiry, appTokenMaxExpiresIn)
  const inPast = expiresIn <= 0

  const request = () => {
    setHint(undefined)
    api
      .get<{ app_token: string }>('auth/app_token', { expires_in: expiresIn })
      .then((answer) => setToken(answer.app_token))
      .catch((error: unknown) => {
        if (error instanceof UnprocessableEntity) setHint(latestExpiryHint(appTokenMaxExpiresIn))
        else if (!(error instanceof NotAuthorized)) raiseError(error)
      })
  }

  return (
    <Box component="form" aria-label="app token" sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          label="Expires at"
          value={expiry}
          disabled={!loggedIn}
          onChange={(event) => setExpiry(event.target.value)}
          error={inPast || Boolean(hint)}
          helperText={inPast ? 'The expiry date must not be in the past.' : hint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDate, min: toInputDate(new Date(now.getTime() + DAY_SECONDS * 1000)) } }}
        />
        <Button variant="contained" disabled={!loggedIn || inPast} onClick={request}>
          Get app token
        </Button>
      </Box>
      {!loggedIn && <Alert severity="info">{LOGIN_REQUIRED_TEXT}</Alert>}
      {token && (
        <TextField label="Your app token" value={token} multiline slotProps={{ htmlInput: { readOnly: true } }} />
      )}
    </Box>
  )
}
