import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { DataType } from '../../../engine/query/quantities.js'
import { queryMessages } from '../../../engine/query/messages.js'
import { useSearchContext, type SearchContextValue } from '../searchContext.js'

export interface QuantityChoice {
  /** Data types the field accepts (spec 2 §5 'Quantity pickers'). */
  dtypes: readonly DataType[]
  aggregatableOnly?: boolean
}

/** Names of the app's search quantities that fit `choice`, sorted. */
export const useQuantityOptions = (choice: QuantityChoice): string[] => quantityOptions(useSearchContext(), choice)

export function quantityOptions(context: SearchContextValue, { dtypes, aggregatableOnly = false }: QuantityChoice): string[] {
  return context.quantityNames
    .filter((name) => {
      const def = context.quantity(name)
      return def !== undefined && !def.global && dtypes.includes(def.dtype) && (!aggregatableOnly || def.aggregatable)
    })
    .sort()
}

/** The error of a quantity picker's value, or undefined: empty, unknown or not among `options`. */
export function quantityError(options: readonly string[], value: string, optional = false): string | undefined {
  if (value.trim() === '') return optional ? undefined : queryMessages.emptyValue
  if (!options.includes(value)) return queryMessages.quantityNotAvailable(value)
  return undefined
}

export interface QuantityFieldProps extends QuantityChoice {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Whether to say the error below the field (else the form around it does). */
  showError?: boolean
}

/** Picks a search quantity of the app by name, typing filters the list. */
export function QuantityField({ label, value, onChange, error, showError = true, ...choice }: QuantityFieldProps) {
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
      renderInput={(params) => <TextField {...params} label={label} error={error !== undefined} helperText={showError ? error : undefined} size="small" />}
    />
  )
}
