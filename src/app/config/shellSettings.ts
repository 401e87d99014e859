import type { AppConfig, StartupConfig } from '../../engine/config/index.js'
import { resolveExampleUploads } from '../../engine/config/resolve-examples.js'
import type { EntryCards } from '../../engine/config/cards.js'
import { filterOptions } from '../../engine/config/options.js'
import type { UnitSystemsDefinition } from '../../engine/units/systems.js'
import { GUI_BASE } from '../constants.js'

export interface FooterLink {
  label: string
  url: string
}

/** An app as the shell needs it for menus, routes and breadcrumbs; `config` is the full app config. */
export interface ShellApp {
  path: string
  label: string
  category: string
  description?: string
  breadcrumb?: string
  readme?: string
  config: AppConfig
}

export interface VersionInfo {
  label?: string
  isBeta?: boolean
  isTest?: boolean
  usesBetaData?: boolean
  officialUrl?: string
}

/** What the shell reads from the startup configuration, in one place (spec 1 §1). */
export interface ShellSettings {
  title: string
  appBase: string
  /** `${appBase}/api/v1` */
  apiBase: string
  oidc: { authority: string; clientId: string }
  globalLoginRequired: boolean
  oasis: boolean
  debug: boolean
  version: VersionInfo
  footerLinks: FooterLink[]
  termsOfServiceUrl?: string
  /** Extra text for the beta or test banner. */
  betaBanner?: { label?: string; text: string }
  northEnabled: boolean
  /** Where tool windows open: {northBase}/user/{username}/{tool} (spec 2 §2); default {appBase}/north. */
  northBase: string
  /** Whether datasets can get a DOI on this deployment (spec 1 §6). */
  dataciteEnabled: boolean
  appTokenMaxExpiresIn: number
  /** The most unpublished uploads a user may have (servicesUploadLimit, spec 1 §5). */
  servicesUploadLimit: number
  apps: ShellApp[]
  /** The entry overview cards (ui.entry.cards), already validated with the startup config. */
  entryCards?: EntryCards
  /** The unit systems offered in the GUI (ui.unit_systems), already validated with the startup config. */
  unitSystems?: UnitSystemsDefinition
  /** Where material pages live; the material card links `{encyclopediaBase}/material/{material_id}`. */
  encyclopediaBase?: string
  /** The example uploads a user can add on the uploads page (plugin entry points). */
  exampleUploads: ExampleUpload[]
  /** The published uploads holding the schemas of plugins, offered by 'Create from schema' on every upload. */
  pluginSchemaUploads: { uploadId: string; title: string }[]
}

export interface ExampleUpload {
  id: string
  title: string
  description: string
  category: string
  /** What the server is sent back to create the upload (POST uploads?local_path=). */
  localPath: string
}

/** The OpenID issuer: `oidcAuthority` when set, else Keycloak's `{keycloakBase}realms/{keycloakRealm}`. */
export function oidcAuthority(config: Pick<StartupConfig, 'oidcAuthority' | 'keycloakBase' | 'keycloakRealm'>): string {
  if (config.oidcAuthority) return config.oidcAuthority.replace(/\/+$/, '')
  const base = config.keycloakBase.endsWith('/') ? config.keycloakBase : `${config.keycloakBase}/`
  return `${base}realms/${config.keycloakRealm}`
}

function shellApp(app: AppConfig): ShellApp {
  return {
    path: app.path,
    label: app.label,
    category: app.category,
    description: app.description,
    breadcrumb: app.breadcrumb,
    readme: app.readme,
    config: app,
  }
}

export function shellSettingsFrom(config: StartupConfig, apps: AppConfig[]): ShellSettings {
  const appBase = (config.appBase || GUI_BASE.replace(/\/gui$/, '')).replace(/\/+$/, '')
  return {
    title: config.ui.theme.title,
    appBase,
    apiBase: `${appBase}/api/v1`,
    oidc: { authority: oidcAuthority(config), clientId: config.keycloakClientId },
    globalLoginRequired: Boolean(config.globalLoginRequired),
    oasis: Boolean(config.oasis),
    debug: Boolean(config.debug),
    version: config.version,
    footerLinks: config.footerLinks,
    termsOfServiceUrl: config.termsOfServiceUrl || undefined,
    betaBanner: config.betaBanner ?? undefined,
    northEnabled: Boolean(config.ui.north?.enabled),
    northBase: (config.northBase || `${appBase}/north`).replace(/\/+$/, ''),
    dataciteEnabled: Boolean(config.dataciteEnabled),
    appTokenMaxExpiresIn: config.appTokenMaxExpiresIn,
    servicesUploadLimit: config.servicesUploadLimit,
    apps: apps.map(shellApp),
    entryCards: config.ui.entry?.cards,
    unitSystems: config.ui.unit_systems,
    encyclopediaBase: config.encyclopediaBase || undefined,
    exampleUploads: resolveExampleUploads(config.plugins, config.ui).flatMap((point) =>
      point.local_path ? [{ id: point.id, title: point.title, description: point.description ?? '', category: point.category ?? 'Other', localPath: point.local_path }] : [],
    ),
    pluginSchemaUploads: pluginSchemaUploads(config.plugins),
  }
}

function pluginSchemaUploads(plugins: StartupConfig['plugins']): ShellSettings['pluginSchemaUploads'] {
  const uploads = new Map<string, string>()
  for (const [, point] of filterOptions(plugins.entry_points)) {
    if (point.entry_point_type !== 'schema_package' || point.upload_id === undefined) continue
    const pkg = point.plugin_package ? plugins.plugin_packages[point.plugin_package] : undefined
    const title = (pkg as { title?: unknown } | undefined)?.title
    uploads.set(point.upload_id, typeof title === 'string' ? title : (point.plugin_package ?? point.upload_id))
  }
  return [...uploads].map(([uploadId, title]) => ({ uploadId, title }))
}
