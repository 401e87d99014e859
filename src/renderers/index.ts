/**
 * Renderers register here for a (kind, type) of config node: `rendererRegistry('card').register('markdown', MarkdownCard)`.
 * The shell and other renderers look them up by kind and type and never import a renderer by name.
 *
 * Each renderer kind declares its props by extending `RendererProps`, e.g. in the file of that kind:
 *   declare module '../index.js' { interface RendererProps { card: CardRendererProps } }
 * Later issues add the kinds (cards, widgets, menu items, columns) and their renderers.
 * How to add a type or a kind: docs/maintainer-guide.md#adding-a-kind.
 */
import type { ComponentType } from 'react'
import { createRegistry, type Registry } from '../engine/registry.js'

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one key per kind
export interface RendererProps {}

export type RendererKind = keyof RendererProps & string

const registries = new Map<string, Registry<ComponentType<never>>>()

/** The one registry of renderers for `kind`, created on first use. */
export function rendererRegistry<K extends RendererKind>(kind: K): Registry<ComponentType<RendererProps[K]>> {
  let registry = registries.get(kind)
  if (!registry) {
    registry = createRegistry<ComponentType<never>>(kind)
    registries.set(kind, registry)
  }
  return registry as unknown as Registry<ComponentType<RendererProps[K]>>
}
