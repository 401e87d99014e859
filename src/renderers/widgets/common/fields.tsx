import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { scaleSchema, type Scale } from '../../../engine/config/common.js'

/** A choice among fixed values; the values are shown as they are unless labels are given. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly T[]
  onChange: (value: T) => void
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={String(value)}
      onChange={(event) => onChange(options.find((option) => String(option) === event.target.value) as T)}
    >
      {options.map((option) => (
        <MenuItem key={String(option)} value={String(option)}>
          {String(option)}
        </MenuItem>
      ))}
    </TextField>
  )
}

export const ScaleField = ({ label = 'Statistics scaling', value, onChange }: { label?: string; value: Scale; onChange: (scale: Scale) => void }) => (
  <SelectField label={label} value={value} options={scaleSchema.options} onChange={onChange} />
)

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
