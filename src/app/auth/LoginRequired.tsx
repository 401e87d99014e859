import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useAuth } from './AuthContext.js'

export const LOGIN_REQUIRED_TEXT = 'You have to login to use this functionality.'

interface Props {
  /** Replaces the default text. */
  message?: string
  children: ReactNode
}

/** Renders its children for logged-in users; anonymous users see the message and a login button. */
export function LoginRequired({ message = LOGIN_REQUIRED_TEXT, children }: Props) {
  const auth = useAuth()
  if (auth.status === 'authenticated') return <>{children}</>
  if (auth.status === 'checking') return null
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={auth.login}>
            Login
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  )
}
