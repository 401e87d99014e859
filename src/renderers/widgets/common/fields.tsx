import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { scaleSchema, type Scale } from '../../../engine/config/common.js'

/** Label of the empty choice of a select that may be cleared. */
export const NO_CHOICE_LABEL = 'None'

/**
 * A choice among fixed values, shown as they are. With `clearable` an empty choice comes first and
 * picking it gives undefined, so that a required field can be emptied and says so (`error`).
 */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  clearable = false,
  error,
}: {
  label: string
  value: T | undefined
  options: readonly T[]
  /** Undefined only for the empty choice of a clearable field. */
  onChange: (value: T | undefined) => void
  clearable?: boolean
  error?: string
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => onChange(options.find((option) => String(option) === event.target.value))}
    >
      {clearable && (
        <MenuItem value="">
          <em>{NO_CHOICE_LABEL}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(option)} value={String(option)}>
          {String(option)}
        </MenuItem>
      ))}
    </TextField>
  )
}

export const ScaleField = ({
  label = 'Statistics scaling',
  value,
  onChange,
  clearable,
  error,
}: {
  label?: string
  value: Scale | undefined
  onChange: (scale: Scale | undefined) => void
  clearable?: boolean
  error?: string
}) => <SelectField label={label} value={value} options={scaleSchema.options} onChange={onChange} clearable={clearable} error={error} />

export const TextInput = ({ label, value, onChange, error }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void; error?: string }) => (
  <TextField
    size="small"
    label={label}
    value={value ?? ''}
    error={error !== undefined}
    helperText={error}
    onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
  />
)

export const CheckField = ({ label, value, onChange }: { label: string; value: boolean; onChange: (value: boolean) => void }) => (
  <FormControlLabel control={<Checkbox size="small" checked={value} onChange={(event) => onChange(event.target.checked)} />} label={label} />
)
