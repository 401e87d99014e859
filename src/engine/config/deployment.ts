import { z } from 'zod'
import { integer } from './common.js'
import { DEFAULT_UPLOAD_SIZE_LIMIT, startupEnvShape } from './startup.js'
import { uiConfigSchema } from './ui.js'

/** Settings only the server reads; never sent to the browser. */
export const serverSettingsSchema = z
  .strictObject({
    demo_accounts: z.boolean().default(true).describe('Offer the built-in demo accounts at login.'),
    unpublished_upload_limit: integer().default(10).describe('Maximum number of unpublished uploads per user.'),
    upload_size_limit_bytes: integer().default(DEFAULT_UPLOAD_SIZE_LIMIT),
    example_uploads: z.boolean().default(true).describe('Offer the example uploads.'),
    cors_origins: z
      .array(z.string().min(1))
      .default(['*'])
      .describe("Origins whose pages may call the API from the browser ('*': all, as NOMAD's API allows)."),
  })
  .describe('Server-only settings of a deployment.')

export type ServerSettings = z.infer<typeof serverSettingsSchema>

/**
 * A deployment file (`strata.yaml`): `env` holds the startup fields except `ui`, `ui` is NOMAD's ui
 * object, `server` the server-only settings. The upload limits the GUI shows are taken from `server`.
 */
export const deploymentSchema = z
  .strictObject({
    env: z.looseObject(startupEnvShape).prefault({}),
    ui: uiConfigSchema.prefault({}),
    server: serverSettingsSchema.prefault({}),
  })
  .describe('A Strata deployment file (strata.yaml).')

export type DeploymentFile = z.infer<typeof deploymentSchema>
