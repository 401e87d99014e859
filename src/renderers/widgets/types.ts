import type { Widget } from '../../engine/config/widgets.js'

export type { WidgetEditorProps, WidgetRendererProps } from './kind/widgetKind.js'

export type WidgetOf<T extends Widget['type']> = Extract<Widget, { type: T }>
