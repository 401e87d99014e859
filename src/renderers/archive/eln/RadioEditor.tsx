import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import type { ElnEditorProps } from './editorProps.js'

/** RadioEnumEditQuantity: one radio button per option of the enum. */
export function RadioEditor({ def, label, value, onChange, error }: ElnEditorProps) {
  const options = Array.isArray(def.type.type_data) ? def.type.type_data.map(String) : []
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={`${label}-radio`}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={`${label}-radio`} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
