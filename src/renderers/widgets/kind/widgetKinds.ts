import { createRegistry } from '../../../engine/registry.js'
import { widgetUnion } from '../../../engine/config/widgets.js'
import { rendererRegistry } from '../../index.js'
import type { WidgetKind, WidgetRendererProps } from './widgetKind.js'

declare module '../../index.js' {
  interface RendererProps {
    widget: WidgetRendererProps
  }
}

/** Every widget type the dashboard offers, registered once from its definition. */
export const widgetKinds = createRegistry<WidgetKind>('widget')

/** Registers each kind and its renderer; a kind already registered is left as it is. */
export function registerWidgetKinds(kinds: readonly WidgetKind[]): void {
  const renderers = rendererRegistry('widget')
  for (const kind of kinds) {
    if (widgetKinds.has(kind.type)) continue
    widgetKinds.register(kind.type, kind)
    if (!renderers.has(kind.type)) renderers.register(kind.type, kind.Renderer)
  }
}

/** The registered kinds in registration order. */
export const allWidgetKinds = (): WidgetKind[] => widgetKinds.types().map((type) => widgetKinds.resolve(type))

/** One widget of any registered type, validated as the engine validates the built-in ones. */
export function registeredWidgetSchema() {
  const schemas = allWidgetKinds().map((kind) => kind.schema) as unknown as Parameters<typeof widgetUnion>[0]
  return widgetUnion(schemas)
}
