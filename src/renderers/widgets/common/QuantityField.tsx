import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { DataType } from '../../../engine/query/quantities.js'
import { queryMessages } from '../../../engine/query/messages.js'
import { useSearchContext } from '../searchContext.js'

export interface QuantityChoice {
  /** Data types the field accepts (spec 2 §5 'Quantity pickers'). */
  dtypes: readonly DataType[]
  aggregatableOnly?: boolean
}

/** Names of the app's search quantities that fit `choice`, sorted. */
export function useQuantityOptions({ dtypes, aggregatableOnly = false }: QuantityChoice): string[] {
  const context = useSearchContext()
  return context.quantityNames
    .filter((name) => {
      const def = context.quantity(name)
      return def !== undefined && !def.global && dtypes.includes(def.dtype) && (!aggregatableOnly || def.aggregatable)
    })
    .sort()
}

/** The error of a quantity picker's value, or undefined: empty, unknown or of a type the field does not take. */
export function useQuantityValidator(choice: QuantityChoice): (value: string, optional?: boolean) => string | undefined {
  const options = useQuantityOptions(choice)
  return (value, optional = false) => {
    if (value.trim() === '') return optional ? undefined : queryMessages.emptyValue
    if (!options.includes(value)) return queryMessages.quantityNotAvailable(value)
    return undefined
  }
}

export interface QuantityFieldProps extends QuantityChoice {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
}

/** Picks a search quantity of the app by name, typing filters the list. */
export function QuantityField({ label, value, onChange, error, ...choice }: QuantityFieldProps) {
  const options = useQuantityOptions(choice)
  return (
    <Autocomplete
      freeSolo
      autoHighlight
      options={options}
      value={value}
      onChange={(_, next) => onChange(next ?? '')}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(next)
      }}
      renderInput={(params) => <TextField {...params} label={label} error={error !== undefined} helperText={error} size="small" />}
    />
  )
}
