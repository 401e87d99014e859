import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { User } from '../../../engine/api/schemas/users.js'
import { useElnEnvironment } from '../elnEnvironment.js'
import type { ElnEditorProps } from './editorProps.js'

/** Spec 2 §5: an author's email must look like one. */
export const INVALID_EMAIL = 'The email is not valid!'
/** Spec 2 §9: user search waits 700 ms after typing and suggests at most 5 users. */
export const USER_SEARCH_DEBOUNCE_MS = 700
export const USER_SUGGESTIONS = 5

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const FIELDS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['affiliation', 'Affiliation'],
  ['affiliation_address', 'Affiliation address'],
] as const

type Author = Partial<Record<(typeof FIELDS)[number][0], string>>

/** AuthorEditQuantity: an author's names, email and affiliation, or a user found by name filled in. */
export function AuthorEditor({ label, value, onChange, error }: ElnEditorProps) {
  const stored: Author = value && typeof value === 'object' ? (value as Author) : {}
  const [draft, setDraft] = useState<{ from: string; author: Author }>()
  const author = draft && draft.from === JSON.stringify(stored) ? draft.author : stored
  const [emailError, setEmailError] = useState<string>()
  const hand = (next: Author) => {
    setDraft({ from: JSON.stringify(stored), author: next })
    if (next.email && !EMAIL.test(next.email)) return setEmailError(INVALID_EMAIL)
    setEmailError(undefined)
    const kept = Object.fromEntries(Object.entries(next).filter(([, text]) => text !== undefined && text !== ''))
    if (JSON.stringify(kept) !== JSON.stringify(stored)) onChange(Object.keys(kept).length > 0 ? kept : undefined)
  }
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <UserSearch onPick={(user) => hand({ ...author, first_name: user.first_name, last_name: user.last_name, affiliation: user.affiliation, affiliation_address: user.affiliation_address, ...(user.email && { email: user.email }) })} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
        {FIELDS.map(([key, title]) => (
          <TextField
            key={key}
            size="small"
            label={title}
            value={author[key] ?? ''}
            error={key === 'email' && Boolean(emailError ?? error)}
            helperText={key === 'email' ? (emailError ?? error) : undefined}
            onChange={(event) => setDraft({ from: JSON.stringify(stored), author: { ...author, [key]: event.target.value } })}
            onBlur={() => hand(author)}
            onKeyDown={(event) => event.key === 'Enter' && hand(author)}
          />
        ))}
      </Box>
    </Box>
  )
}

/** Users found by a name prefix (GET users?prefix=), prefix matches of the name first. */
function UserSearch({ onPick }: { onPick: (user: User) => void }) {
  const environment = useElnEnvironment()
  const [input, setInput] = useState('')
  const [options, setOptions] = useState<User[]>([])
  useEffect(() => {
    const api = environment?.api
    const text = input.trim()
    if (!api || text.length === 0) return
    let live = true
    const timer = setTimeout(() => {
      api.get<{ data: User[] }>('users', { prefix: text }).then(
        (answer) => live && setOptions(rankUsers(answer.data, text).slice(0, USER_SUGGESTIONS)),
        (failure: unknown) => environment?.onError?.(failure),
      )
    }, USER_SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [environment, input])
  if (!environment) return null
  return (
    <Autocomplete
      size="small"
      options={options}
      filterOptions={(found) => found}
      getOptionLabel={(user) => userName(user)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, user) => user && onPick(user)}
      renderOption={(props, user) => (
        <li {...props} key={user.user_id}>
          {`${userName(user)}${user.affiliation ? ` (${user.affiliation})` : ''}`}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Search user" />}
    />
  )
}

const userName = (user: User) => user.name ?? [user.first_name, user.last_name].filter(Boolean).join(' ')

/** Names matched case-insensitively; those starting with the text come first. */
export function rankUsers(users: User[], text: string): User[] {
  const lower = text.toLowerCase()
  const matching = users.filter((user) => userName(user).toLowerCase().includes(lower) || (user.username ?? '').toLowerCase().includes(lower))
  const starts = (user: User) => (userName(user).toLowerCase().startsWith(lower) ? 0 : 1)
  return [...matching].sort((a, b) => starts(a) - starts(b))
}
