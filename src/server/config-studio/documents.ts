import type { Deployment } from '../../engine/config/load-node.js'

/** A kind of config document the studio edits, and where its files live in a deployment directory. */
export interface StudioKind {
  kind: 'apps' | 'cards' | 'unit-systems' | 'tools'
  label: string
  /** The published JSON Schema of one document (schemas/<schema>.schema.json). */
  schema: string
}

export const STUDIO_KINDS: readonly StudioKind[] = [
  { kind: 'apps', label: 'Apps', schema: 'app' },
  { kind: 'cards', label: 'Entry cards', schema: 'entry-cards' },
  { kind: 'unit-systems', label: 'Unit systems', schema: 'unit-systems' },
  { kind: 'tools', label: 'North tools', schema: 'north-tool' },
]

/** One document: `apps/<name>`, `cards`, `unit-systems` or `tools/<name>`. */
export interface StudioDocument {
  id: string
  kind: StudioKind['kind']
  label: string
  schema: string
  data: unknown
}

const NAME = /^[A-Za-z0-9_-]+$/

/** The file of a document inside a deployment directory, or undefined for an id that names none. */
export function documentFile(id: string): string | undefined {
  if (id === 'cards') return 'cards.yaml'
  if (id === 'unit-systems') return 'unit-systems.yaml'
  const [kind, name, ...rest] = id.split('/')
  if (rest.length > 0 || name === undefined || !NAME.test(name)) return undefined
  if (kind === 'apps') return `apps/${name}.app.yaml`
  if (kind === 'tools') return `tools/${name}.tool.yaml`
  return undefined
}

export function kindOf(id: string): StudioKind {
  const kind = id.split('/')[0]
  return STUDIO_KINDS.find((k) => k.kind === kind)!
}

/** Every document of the running deployment, with its current (merged) data. */
export function currentDocuments(deployment: Deployment): StudioDocument[] {
  const ui = deployment.env.ui
  const doc = (id: string, label: string, data: unknown): StudioDocument => ({ id, label, data, kind: kindOf(id).kind, schema: kindOf(id).schema })
  return [
    ...Object.entries(ui.apps.options).map(([name, app]) => doc(`apps/${name}`, app.label ?? name, app)),
    doc('cards', 'Entry cards', ui.entry?.cards ?? {}),
    doc('unit-systems', 'Unit systems', ui.unit_systems ?? {}),
    ...Object.entries(deployment.north.tools?.options ?? {}).map(([name, tool]) => doc(`tools/${name}`, tool.title ?? name, tool)),
  ]
}
