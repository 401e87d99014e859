/**
 * Renderers register here for a (kind, type) of config node, using the registry of
 * `src/engine/registry.ts`; the shell and other renderers look them up by kind and type and never
 * import a renderer by name. Later issues add the renderers (cards, widgets, menu items, columns).
 */
export {}
