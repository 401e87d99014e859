import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useAuth } from './AuthContext.js'

/** 'Login / Register', or the welcome text with the user's name (linking to the account page) and Logout. */
export function LoginBar() {
  const auth = useAuth()
  if (auth.status === 'checking') return null
  if (auth.status === 'anonymous' || !auth.user)
    return (
      <Button color="inherit" variant="outlined" onClick={auth.login}>
        Login / Register
      </Button>
    )
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span">
        Welcome{' '}
        <Link href={auth.accountUrl} color="inherit" underline="always">
          {auth.user.name}
        </Link>
      </Typography>
      <Button color="inherit" variant="outlined" onClick={auth.logout}>
        Logout
      </Button>
    </Box>
  )
}
