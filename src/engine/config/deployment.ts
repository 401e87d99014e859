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

/** Bounds of processing: no upload hangs, no parse takes the server down. */
export const processingSettingsSchema = z
  .strictObject({
    stall_timeout_seconds: integer().min(1).default(900).describe('A processing run that shows no progress for this long ends FAILURE (the watchdog).'),
    parse_timeout_seconds: integer().min(1).default(300).describe('A parse that takes longer is stopped (its worker is replaced) and its entry fails.'),
    parse_memory_limit_mb: integer().min(16).default(1024).describe('Heap limit of each parse worker; a parse that needs more is stopped and its entry fails.'),
    max_mainfile_bytes: z
      .record(z.string(), integer().min(0))
      .default({ 'parsers/cif': 50_000_000, 'parsers/poscar': 50_000_000, 'parsers/xyz': 200_000_000, 'parsers/archive': 100_000_000, 'parsers/vasp': 500_000_000 })
      .describe("Largest mainfile each parser (by parser name, e.g. 'parsers/cif') is given; a larger one fails its entry as too large."),
  })
  .describe('Processing bounds of a deployment.')

export type ProcessingSettings = z.infer<typeof processingSettingsSchema>

/** Settings only the server reads; never sent to the browser. */
export const serverSettingsSchema = z
  .strictObject({
    demo_accounts: z.boolean().default(true).describe('Offer the built-in demo accounts at login.'),
    unpublished_upload_limit: integer().default(10).describe('Maximum number of unpublished uploads per user.'),
    upload_size_limit_bytes: integer().default(DEFAULT_UPLOAD_SIZE_LIMIT),
    example_uploads: z.boolean().default(true).describe('Offer the example uploads.'),
    doi: doiSettingsSchema.prefault({}),
    processing: processingSettingsSchema.prefault({}),
    cors_origins: z
      .array(z.string().min(1))
      .default(['*'])
      .describe("Origins whose pages may call the API from the browser ('*': all, as NOMAD's API allows)."),
    config_admins: z
      .array(z.string().min(1))
      .default([])
      .describe('Usernames that may change the configuration in the config studio (accounts with is_admin may too).'),
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
