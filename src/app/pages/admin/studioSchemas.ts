import type { RJSFSchema } from '@rjsf/utils'

/** The published JSON Schemas (schemas/*.schema.json, `npm run schemas`), loaded when a document of the kind opens. */
const SCHEMAS: Record<string, () => Promise<{ default: unknown }>> = {
  app: () => import('../../../../schemas/app.schema.json'),
  'entry-cards': () => import('../../../../schemas/entry-cards.schema.json'),
  'unit-systems': () => import('../../../../schemas/unit-systems.schema.json'),
  'north-tool': () => import('../../../../schemas/north-tool.schema.json'),
}

export async function loadStudioSchema(name: string): Promise<RJSFSchema> {
  const load = SCHEMAS[name]
  if (!load) throw new Error(`No published JSON Schema '${name}'`)
  // rjsf's ajv validates draft-07; these schemas use nothing of 2020-12 beyond $defs, which it knows.
  const { $schema: _draft, ...schema } = (await load()).default as RJSFSchema
  return schema
}
