import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { userMessage } from '../../../engine/api/errors.js'
import { userSchema, type InviteUser, type User } from '../../../engine/api/schemas/users.js'
import { useApi } from '../../api/ApiContext.js'

const FIELDS: { key: keyof InviteUser; label: string }[] = [
  { key: 'email', label: 'Email' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'affiliation', label: 'Affiliation' },
]
const EMPTY: InviteUser = { email: '', first_name: '', last_name: '', affiliation: '' }

/**
 * Invites someone without an account (PUT users/invite, spec 1 §7). Submit is enabled only when all four
 * fields are filled (spec 1 §5); the invited person completes the account by registering with that email.
 */
export function InviteUserForm({ onInvited, onCancel }: { onInvited: (user: User) => void; onCancel: () => void }) {
  const api = useApi()
  const [form, setForm] = useState<InviteUser>(EMPTY)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const complete = FIELDS.every(({ key }) => form[key].trim() !== '')

  const submit = async () => {
    setSending(true)
    setFailure(undefined)
    try {
      const user = userSchema.parse(await api.put('users/invite', form))
      setForm(EMPTY)
      onInvited(user)
    } catch (error) {
      setFailure(userMessage(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Box component="section" aria-label="invite a new user" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 1 }}>
      <Typography variant="subtitle2" gutterBottom>
        Invite a new user
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            size="small"
            label={label}
            type={key === 'email' ? 'email' : 'text'}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="outlined" disabled={!complete || sending} onClick={() => void submit()}>
          Submit
        </Button>
      </Box>
    </Box>
  )
}
