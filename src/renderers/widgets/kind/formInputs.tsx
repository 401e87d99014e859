// The rjsf widgets of the widget edit forms: each draws one input of spec 2 §5 with the shared fields.
import Stack from '@mui/material/Stack'
import type { ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils'
import { QuantityField, type QuantityChoice } from '../common/QuantityField.js'
import { CheckField, SelectField, TextInput } from '../common/fields.js'

const firstError = (props: WidgetProps): string | undefined => props.rawErrors?.[0]

function TextWidget(props: WidgetProps) {
  return <TextInput label={props.label} value={props.value as string | undefined} onChange={(value) => props.onChange(value)} error={firstError(props)} />
}

function CheckWidget(props: WidgetProps) {
  return <CheckField label={props.label} value={props.value === true} onChange={(value) => props.onChange(value)} />
}

function QuantityWidget(props: WidgetProps) {
  const choice = props.options.choice as QuantityChoice
  return <QuantityField label={props.label} value={(props.value as string | undefined) ?? ''} onChange={(value) => props.onChange(value)} error={firstError(props)} {...choice} />
}

function SelectWidget(props: WidgetProps) {
  const options = props.options.options as readonly (string | number)[]
  return (
    <SelectField
      label={props.label}
      value={props.value as string | number | undefined}
      options={options}
      clearable={props.options.clearable === true}
      error={firstError(props)}
      onChange={(value) => props.onChange(value)}
    />
  )
}

/** The inputs every widget form may name (see INPUT_WIDGETS). */
export const FORM_INPUTS: RegistryWidgetsType = {
  strataText: TextWidget,
  strataCheck: CheckWidget,
  strataUnit: TextWidget,
  strataQuantity: QuantityWidget,
  strataSelect: SelectWidget,
}

/** Nested objects (an axis) show their fields in line with the others, without a heading of their own. */
export function FlatObjectTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {properties.filter((property) => !property.hidden).map((property) => property.content)}
    </Stack>
  )
}

/** Errors are said by the inputs themselves (as helper text), not again below them. */
export const NoFieldErrors = () => null
