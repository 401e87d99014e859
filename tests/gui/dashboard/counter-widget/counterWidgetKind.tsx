// A widget type that exists only in this folder: what a new built-in type needs besides its line in the list.
import { z } from 'zod'
import { widgetLayoutsSchema } from '../../../../src/engine/config/widgets.js'
import { WidgetFrame } from '../../../../src/renderers/widgets/common/WidgetFrame.js'
import { defineWidgetKind, type WidgetRendererProps } from '../../../../src/renderers/widgets/kind/widgetKind.js'

export const counterWidgetSchema = z.looseObject({
  id: z.string().optional(),
  title: z.string().optional(),
  layout: widgetLayoutsSchema.prefault({}),
  type: z.literal('counter'),
  unit_label: z.string().default(''),
  step: z.int().default(1),
})

type CounterWidget = z.infer<typeof counterWidgetSchema>

function CounterWidgetView({ widget, onEdit, onRemove }: WidgetRendererProps<CounterWidget>) {
  return (
    <WidgetFrame title={widget.title ?? 'Counter'} onEdit={onEdit} onRemove={onRemove}>
      counts {widget.unit_label} in steps of {widget.step}
    </WidgetFrame>
  )
}

export const counterWidgetKind = defineWidgetKind<CounterWidget>({
  type: 'counter',
  label: 'Counter',
  schema: counterWidgetSchema,
  Renderer: CounterWidgetView,
  defaults: () => ({ unit_label: '', step: 1 }),
  defaultSize: { w: 4, h: 4 },
  form: {
    title: 'Edit counter widget',
    inputs: {
      title: { input: 'text', label: 'Title' },
      unit_label: { input: 'text', label: 'What to count' },
      step: { input: 'select', label: 'Step', options: [1, 5, 10] },
    },
    validate: (draft) => ({ unit_label: draft.unit_label.trim() === '' ? 'Say what to count.' : undefined }),
  },
})
