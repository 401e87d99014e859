import { z } from 'zod'
import { includeExcludeShape } from './common.js'
import { appConfigSchema } from './app.js'
import { entryUiSchema } from './cards.js'
import { unitSystemsSchema } from './unit-systems.js'

export const uiConfigSchema = z
  .looseObject({
    app_base: z.string().optional(),
    north_base: z.string().optional(),
    theme: z.looseObject({ title: z.string().default('Strata').describe('Site name in the browser tab.') }).prefault({}),
    unit_systems: unitSystemsSchema.optional(),
    entry: entryUiSchema.optional(),
    apps: z
      .looseObject({ ...includeExcludeShape, options: z.record(z.string(), appConfigSchema).prefault({}) })
      .prefault({})
      .describe('The search apps; `include` gives their order.'),
    north: z
      .looseObject({ enabled: z.boolean().default(true).describe('Whether the remote tools hub is shown.') })
      .prefault({}),
    example_uploads: z
      .looseObject(includeExcludeShape)
      .prefault({})
      .describe('Which example-upload entry points are offered.'),
  })
  .describe("NOMAD's `ui` configuration object.")

export type UiConfig = z.infer<typeof uiConfigSchema>
