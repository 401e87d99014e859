import { z } from 'zod'
import { includeExcludeShape, normaliseObject, renameKey, requiredString } from './common.js'
import { appConfigSchema } from './app.js'

const entryPointBase = {
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  plugin_package: z.string().optional(),
}

export const exampleUploadEntryPointSchema = z.looseObject({
  ...entryPointBase,
  entry_point_type: z.literal('example_upload'),
  title: requiredString('Title is required.'),
  category: z.string().optional(),
  local_path: z.string().optional(),
  url: z.string().optional(),
  path: z.string().optional(),
})

export type ExampleUploadEntryPoint = z.infer<typeof exampleUploadEntryPointSchema>

/** ELN schemas of a plugin; a plugin folder's schemas live in a published upload the GUI offers them from. */
export const schemaPackageEntryPointSchema = z.looseObject({
  ...entryPointBase,
  entry_point_type: z.literal('schema_package'),
  upload_id: z.string().optional().describe('The published upload that holds the schema file (plugin folders).'),
  mainfile: z.string().optional().describe('The schema file in that upload.'),
})

/** Entry points the GUI only lists; their contents are the server's business. */
export const OTHER_ENTRY_POINT_TYPES = ['parser', 'normalizer', 'api', 'north_tool'] as const

export const entryPointSchema = z.preprocess(
  // Plugins of NOMAD's first plugin mechanism said `plugin_type`.
  normaliseObject((entryPoint) => {
    renameKey(entryPoint, 'plugin_type', 'entry_point_type')
    return entryPoint
  }),
  z.discriminatedUnion('entry_point_type', [
    z.looseObject({ ...entryPointBase, entry_point_type: z.literal('app'), app: appConfigSchema }),
    exampleUploadEntryPointSchema,
    schemaPackageEntryPointSchema,
    z.looseObject({ ...entryPointBase, entry_point_type: z.enum(OTHER_ENTRY_POINT_TYPES) }),
  ]),
)

export type EntryPoint = z.infer<typeof entryPointSchema>

export const pluginsSchema = z.looseObject({
  entry_points: z
    .looseObject({ ...includeExcludeShape, options: z.record(z.string(), entryPointSchema).default({}) })
    .prefault({}),
  plugin_packages: z.record(z.string(), z.looseObject({ name: z.string().optional(), version: z.string().nullish() })).default({}),
})

export type Plugins = z.infer<typeof pluginsSchema>

/**
 * `plugin.yaml` of a plugin folder. The folder's `apps/`, `cards.yaml`, `tools/`, `schemas/` and `examples/`
 * become entry points of the package without being listed here; `entry_points` adds more in NOMAD's form.
 */
export const pluginManifestSchema = z
  .looseObject({
    name: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+$/, 'A plugin name holds letters, digits, dots, dashes and underscores only.')
      .optional()
      .describe('Package name; the folder name when absent.'),
    title: z.string().optional().describe('Name shown to users, e.g. as the group of its example uploads; the name when absent.'),
    version: z.string().optional(),
    description: z.string().optional(),
    homepage: z.string().optional(),
    repository: z.string().optional(),
    documentation: z.string().optional(),
    entry_points: z
      .record(z.string(), entryPointSchema)
      .optional()
      .describe("More entry points in NOMAD's form, keyed by id; an example upload's `local_path` is relative to the plugin folder."),
  })
  .describe('A plugin folder (plugins/<folder>/plugin.yaml).')

export type PluginManifest = z.infer<typeof pluginManifestSchema>
