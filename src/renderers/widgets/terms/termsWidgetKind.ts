import { scaleSchema } from '../../../engine/config/common.js'
import { termsWidgetSchema, widgetMessages } from '../../../engine/config/widgets.js'
import type { QuantityChoice } from '../common/QuantityField.js'
import { defineWidgetKind } from '../kind/widgetKind.js'
import type { WidgetOf } from '../types.js'
import { QueryModeInput } from './QueryModeInput.js'
import { TermsWidget } from './TermsWidget.js'

/** Terms take string, enum or boolean quantities that can be aggregated (spec 2 §5). */
export const TERMS_QUANTITIES: QuantityChoice = { dtypes: ['string', 'enum', 'boolean'], aggregatableOnly: true }

export const termsWidgetKind = defineWidgetKind<WidgetOf<'terms'>>({
  type: 'terms',
  label: 'Terms',
  schema: termsWidgetSchema,
  Renderer: TermsWidget,
  defaults: () => ({ search_quantity: '', scale: 'linear', show_input: true }),
  defaultSize: { w: 6, h: 9 },
  form: {
    title: 'Edit terms widget',
    inputs: {
      search_quantity: { input: 'quantity', label: 'Search quantity', choice: TERMS_QUANTITIES },
      title: { input: 'text', label: 'Title' },
      scale: { input: 'select', label: 'Statistics scaling', options: scaleSchema.options, clearable: true },
      query_mode: { input: 'custom', label: 'Query mode', widget: 'termsQueryMode' },
      show_input: { input: 'check', label: 'Show input field' },
    },
    widgets: { termsQueryMode: QueryModeInput },
    validate: (draft, checks) => ({
      search_quantity: checks.quantity(TERMS_QUANTITIES, draft.search_quantity),
      scale: draft.scale ? undefined : widgetMessages.scale,
    }),
    live: ['scale'],
  },
})
