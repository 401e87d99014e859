import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { isSection } from './lanes.js'

type Json = Record<string, unknown>

/** The JSON editor's refusal (spec 2 §5). */
export const notJsonText = (reason: string) => `This is not JSON: ${reason}`

/** A JSON edit that touches properties which may not be edited. */
export const lockedText = (names: readonly string[]) => `Not editable: ${names.join(', ')}.`

/**
 * A section as JSON (2-space indent) to edit in place: the text is taken over on leaving the field
 * when it is a JSON object; otherwise the field says why and nothing changes.
 */
export function JsonSectionEditor({ section, onChange, locked = [] }: { section: Json; onChange: (section: Json) => void; locked?: readonly string[] }) {
  const stored = JSON.stringify(section, null, 2)
  const [draft, setDraft] = useState({ from: stored, text: stored })
  const text = draft.from === stored ? draft.text : stored
  const [error, setError] = useState<string>()
  const commit = () => {
    if (text === stored) return setError(undefined)
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (reason) {
      return setError(notJsonText(reason instanceof Error ? reason.message : String(reason)))
    }
    if (!isSection(parsed)) return setError(notJsonText('a section is an object, e.g. {"name": "..."}'))
    // Properties the annotations keep from editing stay as they are here too (spec 3 §5).
    const changedLocked = locked.filter((name) => JSON.stringify(section[name]) !== JSON.stringify(parsed[name]))
    if (changedLocked.length > 0) return setError(lockedText(changedLocked))
    setError(undefined)
    onChange(parsed)
  }
  return (
    <TextField
      multiline
      fullWidth
      minRows={4}
      maxRows={20}
      label="JSON"
      value={text}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 12 }, spellCheck: false } }}
      onChange={(event) => setDraft({ from: stored, text: event.target.value })}
      onBlur={commit}
    />
  )
}
