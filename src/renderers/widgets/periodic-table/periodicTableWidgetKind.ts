import { scaleSchema } from '../../../engine/config/common.js'
import { periodicTableWidgetSchema, widgetMessages } from '../../../engine/config/widgets.js'
import type { QuantityChoice } from '../common/QuantityField.js'
import { defineWidgetKind } from '../kind/widgetKind.js'
import type { WidgetOf } from '../types.js'
import { PeriodicTableWidget } from './PeriodicTableWidget.js'

/** Periodic tables take string or enum quantities that can be aggregated (spec 2 §5). */
export const PERIODIC_TABLE_QUANTITIES: QuantityChoice = { dtypes: ['string', 'enum'], aggregatableOnly: true }

export const periodicTableWidgetKind = defineWidgetKind<WidgetOf<'periodic_table'>>({
  type: 'periodic_table',
  label: 'Periodic table',
  schema: periodicTableWidgetSchema,
  Renderer: PeriodicTableWidget,
  defaults: () => ({ search_quantity: 'results.material.elements', scale: 'linear' }),
  defaultSize: { w: 12, h: 9 },
  form: {
    title: 'Edit periodic table widget',
    inputs: {
      search_quantity: { input: 'quantity', label: 'Search quantity', choice: PERIODIC_TABLE_QUANTITIES },
      title: { input: 'text', label: 'Title' },
      scale: { input: 'select', label: 'Statistics scaling', options: scaleSchema.options, clearable: true },
    },
    validate: (draft, checks) => ({
      search_quantity: checks.quantity(PERIODIC_TABLE_QUANTITIES, draft.search_quantity),
      scale: draft.scale ? undefined : widgetMessages.scale,
    }),
    live: ['scale'],
  },
})
