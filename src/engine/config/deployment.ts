import { z } from 'zod'
import { integer } from './common.js'
import { northConfigSchema } from './north.js'
import { DEFAULT_UPLOAD_SIZE_LIMIT, startupEnvShape } from './startup.js'
import { uiConfigSchema } from './ui.js'

/** Settings only the server reads; never sent to the browser. */
export const serverSettingsSchema = z
  .strictObject({
    demo_accounts: z.boolean().default(true).describe('Offer the built-in demo accounts at login.'),
    unpublished_upload_limit: integer().default(10).describe('Maximum number of unpublished uploads per user.'),
    upload_size_limit_bytes: integer().default(DEFAULT_UPLOAD_SIZE_LIMIT),
    example_uploads: z.boolean().default(true).describe('Offer the example uploads.'),
  })
  .describe('Server-only settings of a deployment.')

export type ServerSettings = z.infer<typeof serverSettingsSchema>

/**
 * A deployment file (`strata.yaml`): `env` holds the startup fields except `ui`, `ui` is NOMAD's ui
 * object, `server` the server-only settings, `north` the remote tools hub and its tools. The upload limits the GUI shows are taken from `server`.
 */
export const deploymentSchema = z
  .strictObject({
    env: z.looseObject(startupEnvShape).prefault({}),
    ui: uiConfigSchema.prefault({}),
    server: serverSettingsSchema.prefault({}),
    north: northConfigSchema.prefault({}),
  })
  .describe('A Strata deployment file (strata.yaml).')

export type DeploymentFile = z.infer<typeof deploymentSchema>
