/**
 * User-defined schema quantities (`<path>#<schema>`) in the GUI: the schemas an app uses are
 * loaded (a user schema from its entry's archive definitions) and their quantities registered,
 * so that filters, columns and widgets on them know their data type, unit and description.
 */
import { useEffect, useMemo, useState } from 'react'
import type { AppConfig } from '../../engine/config/app.js'
import { bundledStrataMetainfo } from '../../engine/metainfo/bundled.js'
import { deriveSearchQuantities, loadNomadDefinitions, splitDynamicName, type Model, type SearchQuantities } from '../../engine/metainfo/index.js'
import { registerSchemaQuantities, schemaQuantityRegistered } from './searchQuantities.js'

/** The spec 2 §8 texts, word for word. */
export const schemaMessages = {
  schemaLoadFailed: (schema: string) =>
    `Unable to load the schema ${schema} that is used in this app. If the schema has not been published, please make sure that you are logged in and have the correct access rights.`,
  dataTypeLoadFailed: (quantity: string) => `Unable to load the data type for ${quantity}.`,
} as const

const USER_SCHEMA_PREFIX = 'entry_id:'

/** A quantity name or glob on a user schema: `data.x#my.Schema`, `*#my.Schema`. */
const SCHEMA_NAME = /^[\w.*]+#[\w.:-]+$/

/** The `#` names (quantities and globs) an app's config mentions anywhere. */
export function schemaNamesOfApp(app: AppConfig): string[] {
  const names = new Set<string>()
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (SCHEMA_NAME.test(value) && splitDynamicName(value)) names.add(value)
    } else if (Array.isArray(value)) {
      value.forEach((item) => visit(item))
    } else if (value !== null && typeof value === 'object') {
      for (const [innerKey, inner] of Object.entries(value)) {
        // Keys of filters_locked are quantity names too.
        if (key === 'filters_locked') visit(innerKey)
        visit(inner, innerKey)
      }
    }
  }
  visit(app)
  return [...names]
}

export type SchemaApi = { post<T = unknown>(path: string, body?: unknown): Promise<T> }

/** The search quantities of one schema: a user schema read from its entry, else a section of Strata's metainfo. */
export async function loadSchemaQuantities(schema: string, api: SchemaApi): Promise<SearchQuantities> {
  let model: Model = bundledStrataMetainfo()
  if (schema.startsWith(USER_SCHEMA_PREFIX)) {
    const entryId = schema.slice(USER_SCHEMA_PREFIX.length).split('.')[0]
    const answer = await api.post<{ data: { archive: Record<string, unknown> } }>(`entries/${entryId}/archive/query`, { required: { definitions: '*' } })
    model = loadNomadDefinitions(answer.data.archive, { base: model, packageName: `${USER_SCHEMA_PREFIX}${entryId}` })
  }
  if (!model.sections[schema]) throw new Error(`the schema ${schema} is not defined`)
  const derived = deriveSearchQuantities(model, { dynamicSchemas: [schema] })
  return Object.fromEntries(Object.entries(derived).filter(([name]) => splitDynamicName(name)?.schema === schema))
}

export interface AppSchemas {
  loading: boolean
  /** The spec 2 §8 texts of what could not be loaded. */
  errors: string[]
}

/**
 * Loads the schemas the app uses (once per schema and page load) and registers their
 * quantities; names the app uses that are then still unknown are reported too.
 */
export async function loadAppSchemas(app: AppConfig, api: SchemaApi): Promise<string[]> {
  const names = schemaNamesOfApp(app)
  const schemas = [...new Set(names.map((name) => splitDynamicName(name)!.schema))]
  const errors: string[] = []
  const failed = new Set<string>()
  await Promise.all(
    schemas.map(async (schema) => {
      if (loaded.has(schema)) return
      try {
        registerSchemaQuantities(await loadSchemaQuantities(schema, api))
        loaded.add(schema)
      } catch {
        failed.add(schema)
        errors.push(schemaMessages.schemaLoadFailed(schema))
      }
    }),
  )
  for (const name of names) {
    const { path, schema } = splitDynamicName(name)!
    if (path.includes('*') || failed.has(schema) || schemaQuantityRegistered(name)) continue
    errors.push(schemaMessages.dataTypeLoadFailed(name))
  }
  return errors
}

const loaded = new Set<string>()

/** React binding of loadAppSchemas: loading until the app's schemas are in, then their errors. */
export function useAppSchemas(app: AppConfig, api: SchemaApi): AppSchemas {
  const [result, setResult] = useState<{ app: AppConfig; errors: string[] }>()
  const needed = useMemo(() => schemaNamesOfApp(app).length > 0, [app])
  useEffect(() => {
    if (!needed) return
    let live = true
    void loadAppSchemas(app, api).then((errors) => live && setResult({ app, errors }))
    return () => {
      live = false
    }
  }, [app, api, needed])
  const done = result?.app === app
  return { loading: needed && !done, errors: done ? result.errors : [] }
}
