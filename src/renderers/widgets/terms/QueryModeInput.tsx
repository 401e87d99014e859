import type { WidgetProps } from '@rjsf/utils'
import { SelectField } from '../common/fields.js'
import { useSearchContext } from '../searchContext.js'

/** 'Query mode': without a choice the quantity's own mode applies, and the field shows that one. */
export function QueryModeInput(props: WidgetProps) {
  const draft = (props.registry.formContext as { draft: { search_quantity?: string } }).draft
  const defaultMode = useSearchContext().quantity(draft.search_quantity ?? '')?.queryMode === 'all' ? 'and' : 'or'
  return <SelectField label={props.label} value={(props.value as 'and' | 'or' | undefined) ?? defaultMode} options={['or', 'and'] as const} onChange={(value) => props.onChange(value)} />
}
