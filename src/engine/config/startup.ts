import { z } from 'zod'
import { integer } from './common.js'
import { pluginsSchema } from './plugins.js'
import { uiConfigSchema } from './ui.js'

/** 32 GB, the per-upload size limit (spec 1 §9). */
export const DEFAULT_UPLOAD_SIZE_LIMIT = 32_000_000_000

export const footerLinkSchema = z.looseObject({ label: z.string(), url: z.string() })

const betaBannerSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { text: value } : value),
  z.looseObject({ label: z.string().optional().describe('Short label, e.g. "beta".'), text: z.string() }),
)

/**
 * The fields of the startup configuration except `ui` (the `env` part of a deployment file).
 * Names and meaning follow NOMAD's `window.nomadEnv`; unknown keys pass through.
 */
export const startupEnvShape = {
  appBase: z.string().default('/prod/v1/develop').describe('Base address of the application (API under {appBase}/api/v1).'),
  northBase: z.string().default('').describe('Base address of the remote tools hub.'),
  keycloakBase: z.string().default('').describe('Base address of the identity provider, ending in /auth/.'),
  keycloakRealm: z.string().default(''),
  keycloakClientId: z.string().default(''),
  oidcAuthority: z.string().optional().describe('OpenID issuer; derived from keycloakBase and keycloakRealm when absent.'),
  debug: z.boolean().default(false),
  encyclopediaBase: z.string().optional(),
  oasis: z.boolean().default(false),
  version: z
    .looseObject({
      label: z.string().optional(),
      isBeta: z.boolean().optional(),
      isTest: z.boolean().optional(),
      usesBetaData: z.boolean().optional(),
      officialUrl: z.string().optional(),
    })
    .prefault({}),
  globalLoginRequired: z.boolean().default(false),
  servicesUploadLimit: integer().default(10).describe('Maximum number of unpublished uploads per user.'),
  uploadSizeLimit: integer().default(DEFAULT_UPLOAD_SIZE_LIMIT).describe('Maximum size of one upload in bytes.'),
  appTokenMaxExpiresIn: integer().default(2592000).describe('Longest app-token lifetime in seconds.'),
  appTokenMaxExpiresAt: z.string().default('2023-10-25').describe('Latest expiry date of app tokens.'),
  uploadMembersGroupSearchEnabled: z.boolean().default(false),
  dataciteEnabled: z.boolean().default(false).describe('Whether DOIs can be assigned.'),
  temporalProcessingEnabled: z.boolean().default(false),
  termsOfServiceUrl: z.string().default(''),
  footerLinks: z.array(footerLinkSchema).default([]),
  plugins: pluginsSchema.prefault({}),
  betaBanner: betaBannerSchema.optional().describe('Banner text shown on every page, e.g. for a test deployment.'),
}

/**
 * The environment object the GUI receives at startup (`window.strataEnv`, shaped like NOMAD's
 * `window.nomadEnv`). The remote tools hub switch is `ui.north.enabled`; the app, card and unit-system
 * filters are the `include`/`exclude` lists inside `ui`.
 */
export const startupConfigSchema = z
  .looseObject({
    ...startupEnvShape,
    ui: uiConfigSchema.prefault({}),
  })
  .describe('Startup configuration of the GUI.')

export type StartupConfig = z.infer<typeof startupConfigSchema>
