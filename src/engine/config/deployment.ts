import { z } from 'zod'
import { integer } from './common.js'
import { northConfigSchema } from './north.js'
import { DEFAULT_UPLOAD_SIZE_LIMIT, startupEnvShape } from './startup.js'
import { uiConfigSchema } from './ui.js'

/** Who registers dataset DOIs (when env.dataciteEnabled is on). */
export const doiSettingsSchema = z
  .strictObject({
    registrar: z
      .enum(['embedded', 'datacite'])
      .default('embedded')
      .describe('embedded mints DOIs locally under `prefix` (works offline); datacite registers them with DataCite.'),
    prefix: z.string().default('10.5072').describe('DOI prefix; 10.5072 is a test prefix.'),
    datacite: z
      .strictObject({
        url: z.string().default('https://api.test.datacite.org').describe("DataCite's REST API root."),
        repository_id: z.string().describe('DataCite repository id (user name of the basic auth).'),
        password: z.string().describe('DataCite repository password.'),
        publisher: z.string().default('Strata'),
      })
      .optional(),
  })
  .superRefine((doi, ctx) => {
    if (doi.registrar === 'datacite' && !doi.datacite) ctx.addIssue({ code: 'custom', path: ['datacite'], message: 'required when registrar is datacite' })
  })
  .describe('The DOI service of datasets.')

/** Settings only the server reads; never sent to the browser. */
export const serverSettingsSchema = z
  .strictObject({
    demo_accounts: z.boolean().default(true).describe('Offer the built-in demo accounts at login.'),
    unpublished_upload_limit: integer().default(10).describe('Maximum number of unpublished uploads per user.'),
    upload_size_limit_bytes: integer().default(DEFAULT_UPLOAD_SIZE_LIMIT),
    example_uploads: z.boolean().default(true).describe('Offer the example uploads.'),
    doi: doiSettingsSchema.prefault({}),
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
