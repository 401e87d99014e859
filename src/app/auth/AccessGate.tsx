import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useEffect, useState, type ReactNode } from 'react'
import { useApi } from '../api/ApiContext.js'
import { useShellSettings } from '../config/SettingsContext.js'
import { useAuth } from './AuthContext.js'

export const GLOBAL_LOGIN_TEXT = 'You have to be logged in to use this installation.'
export const ACCESS_DENIED_TEXT = 'You are not allowed to access this installation. Please logout and try again.'

type ProfileCheck = { sub: string; result: 'pending' | 'allowed' | 'denied' }

/**
 * Spec 1 §4 and §6: waits for the login check; a logged-in user whose own profile (GET users/me)
 * cannot be fetched is turned away; with global login required, anonymous visitors must log in.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const api = useApi()
  const { globalLoginRequired } = useShellSettings()
  const sub = auth.status === 'authenticated' ? (auth.user?.sub ?? '') : undefined
  const [check, setCheck] = useState<ProfileCheck | undefined>()

  useEffect(() => {
    if (sub === undefined) return
    let active = true
    api
      .get('users/me')
      .then(() => active && setCheck({ sub, result: 'allowed' }))
      .catch(() => active && setCheck({ sub, result: 'denied' }))
    return () => {
      active = false
    }
  }, [api, sub])

  if (auth.status === 'checking') return <Waiting />
  if (auth.status === 'anonymous') {
    if (!globalLoginRequired) return <>{children}</>
    return (
      <Notice
        text={GLOBAL_LOGIN_TEXT}
        action={
          <Button variant="contained" onClick={auth.login}>
            Login / Register
          </Button>
        }
      />
    )
  }
  const result = check !== undefined && check.sub === sub ? check.result : 'pending'
  if (result === 'pending') return <Waiting />
  if (result === 'denied')
    return (
      <Notice
        text={ACCESS_DENIED_TEXT}
        action={
          <Button variant="contained" onClick={auth.logout}>
            Logout
          </Button>
        }
      />
    )
  return <>{children}</>
}

function Waiting() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label="Checking access" />
    </Box>
  )
}

function Notice({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4 }}>
      <Alert severity="warning">{text}</Alert>
      {action}
    </Box>
  )
}
