import { z } from 'zod'
import { configKinds } from './kinds.js'
import { layoutXValueSchema } from './widgets.js'

/** File name of a kind's JSON Schema inside `schemas/`. */
export const jsonSchemaFileName = (kind: string): string => `${kind}.schema.json`

/**
 * JSON Schemas of every config kind, generated from the zod schemas (input side: fields with defaults
 * are optional; legacy spellings that preprocessors accept are not listed). Keyed by file name.
 */
export function buildJsonSchemas(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const kind of configKinds.types()) {
    const { title, schema } = configKinds.resolve(kind)
    const json = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema !== layoutXValueSchema) return
        // JSON has no Infinity; the loader reads the string "Infinity" as such.
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key]
        Object.assign(jsonSchema, { anyOf: [{ type: 'integer' }, { const: 'Infinity' }] })
      },
    })
    files[jsonSchemaFileName(kind)] = `${JSON.stringify({ title, ...json }, null, 2)}\n`
  }
  return files
}
