import type { Widget } from '../../engine/config/widgets.js'

/** What every widget renderer gets from the dashboard. */
export interface WidgetRendererProps<W extends Widget = Widget> {
  widget: W
  /** Opens the widget's edit dialog. */
  onEdit: () => void
  onRemove: () => void
}

/** What every widget edit dialog gets: it edits a copy and hands it back on Done. */
export interface WidgetEditorProps<W extends Widget = Widget> {
  widget: W
  onDone: (widget: W) => void
  onCancel: () => void
}

declare module '../index.js' {
  interface RendererProps {
    widget: WidgetRendererProps
    widgetEditor: WidgetEditorProps
  }
}

export type WidgetOf<T extends Widget['type']> = Extract<Widget, { type: T }>
