import { lazy, Suspense } from 'react'
import { lazyModule } from '../../lazyModule.js'
import type { WidgetConfig, WidgetEditorProps } from './widgetKind.js'
import { widgetKinds } from './widgetKinds.js'

/** rjsf and ajv are fetched when the first edit dialog opens, never with the search page. */
export const loadWidgetFormDialog = lazyModule(() => import('./WidgetFormDialog.js'))
const WidgetFormDialog = lazy(loadWidgetFormDialog)

/** The edit dialog of the widget's type. */
export function WidgetEditor<W extends WidgetConfig>({ widget, onDone, onCancel }: WidgetEditorProps<W>) {
  const kind = widgetKinds.resolve(widget.type)
  return (
    <Suspense fallback={null}>
      <WidgetFormDialog kind={kind} widget={widget} onDone={(edited) => onDone(edited as W)} onCancel={onCancel} />
    </Suspense>
  )
}
