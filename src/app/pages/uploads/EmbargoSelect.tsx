import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { MAX_EMBARGO_MONTHS } from '../../../engine/api/schemas/uploads.js'

const OPTIONS = Array.from({ length: MAX_EMBARGO_MONTHS + 1 }, (_, months) => months)

/** Embargo length in months, 0 (no embargo) to 36 (spec 1 §4). */
export function EmbargoSelect({ value, onChange, disabled }: { value: number; onChange: (months: number) => void; disabled?: boolean }) {
  return (
    <FormControl size="small" sx={{ minWidth: 200, my: 1 }} disabled={disabled}>
      <InputLabel id="embargo-label">Embargo period</InputLabel>
      <Select labelId="embargo-label" label="Embargo period" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {OPTIONS.map((months) => (
          <MenuItem key={months} value={months}>
            {months === 0 ? 'No embargo' : `${months} month${months === 1 ? '' : 's'}`}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}
