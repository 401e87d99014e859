import { z } from 'zod'
import { createRegistry } from '../registry.js'
import { appConfigSchema, appEntryPointSchema } from './app.js'
import { cardSchema, entryCardsSchema, entryUiSchema } from './cards.js'
import { columnSchema } from './columns.js'
import { isRecord } from './common.js'
import { deploymentSchema, serverSettingsSchema } from './deployment.js'
import { menuItemSchema } from './menu.js'
import { northConfigSchema, northToolSchema } from './north.js'
import { pluginManifestSchema } from './plugins.js'
import { startupConfigSchema } from './startup.js'
import { uiConfigSchema } from './ui.js'
import { unitSystemsSchema } from './unit-systems.js'
import { widgetSchema } from './widgets.js'

/** NOMAD's nomad.yaml: Strata reads its `ui` part; the rest configures NOMAD's own services. */
const nomadConfigSchema = z.looseObject({ ui: uiConfigSchema.optional() })

export interface ConfigKind {
  name: string
  title: string
  schema: z.ZodType
}

/**
 * Every kind of config Strata reads, by name; each has exactly one schema. The name is the file name of its
 * JSON Schema (`npm run schemas`) and reference page (`npm run docs`); see docs/maintainer-guide.md#a-new-config-file-kind.
 */
export const configKinds = createRegistry<ConfigKind>('config kind')

const kinds: ConfigKind[] = [
  { name: 'startup-config', title: 'Startup configuration (the GUI environment object)', schema: startupConfigSchema },
  { name: 'deployment', title: 'Deployment file (strata.yaml)', schema: deploymentSchema },
  { name: 'server-settings', title: 'Server-only settings', schema: serverSettingsSchema },
  { name: 'ui', title: "NOMAD's ui object", schema: uiConfigSchema },
  { name: 'nomad-config', title: "NOMAD's server configuration (nomad.yaml); only its ui part is read", schema: nomadConfigSchema },
  { name: 'app', title: 'Search app', schema: appConfigSchema },
  { name: 'app-list', title: 'List of search apps', schema: z.array(appConfigSchema) },
  { name: 'app-entry-point', title: 'Plugin app entry point', schema: appEntryPointSchema },
  { name: 'entry', title: "NOMAD's ui.entry (overview cards)", schema: entryUiSchema },
  { name: 'entry-cards', title: 'Entry overview cards', schema: entryCardsSchema },
  { name: 'card', title: 'Entry overview card', schema: cardSchema },
  { name: 'unit-systems', title: 'Unit systems', schema: unitSystemsSchema },
  { name: 'widget', title: 'Dashboard widget', schema: widgetSchema },
  { name: 'menu-item', title: 'Filter menu item', schema: menuItemSchema },
  { name: 'column', title: 'Result table column', schema: columnSchema },
  { name: 'north', title: 'Remote tools hub (north)', schema: northConfigSchema },
  { name: 'north-tool', title: 'Remote tool (north tool)', schema: northToolSchema },
  { name: 'plugin', title: 'Plugin folder manifest (plugin.yaml)', schema: pluginManifestSchema },
]
for (const kind of kinds) configKinds.register(kind.name, kind)

const NOMAD_CONFIG_KEYS = ['services', 'fs', 'mongo', 'elastic', 'keycloak', 'celery', 'meta', 'process', 'normalize']
const STARTUP_KEYS = ['appBase', 'northBase', 'keycloakBase', 'keycloakRealm', 'keycloakClientId', 'globalLoginRequired', 'plugins']
const DEPLOYMENT_KEYS = new Set(['env', 'ui', 'server', 'north'])
const UI_KEYS = ['apps', 'theme', 'unit_systems', 'entry', 'north', 'example_uploads']
const APP_KEYS = ['columns', 'menu', 'filter_menus', 'dashboard', 'pagination', 'filters_locked', 'search_quantities']

/** Tells from its content which kind of config a file holds, or undefined when it cannot. */
export function detectKind(data: unknown): string | undefined {
  if (Array.isArray(data)) return 'app-list'
  if (!isRecord(data)) return undefined
  const keys = Object.keys(data)
  const has = (names: readonly string[]) => names.some((name) => name in data)
  if (isRecord(data.app)) return 'app-entry-point'
  if (isRecord(data.entry_points) && !('options' in data.entry_points) && has(['name', 'version', 'title'])) return 'plugin'
  if (has(NOMAD_CONFIG_KEYS)) return 'nomad-config'
  if (has(STARTUP_KEYS)) return 'startup-config'
  if (keys.length > 0 && keys.every((key) => DEPLOYMENT_KEYS.has(key))) return 'deployment'
  if (('path' in data && 'label' in data) || has(APP_KEYS)) return 'app'
  if (has(UI_KEYS)) return 'ui'
  if (keys.length === 1 && keys[0] === 'cards') return 'entry'
  if ('short_description' in data || ('command' in data && 'file_extensions' in data)) return 'north-tool'
  if (isRecord(data.options)) {
    const options = Object.values(data.options)
    if (options.some((option) => isRecord(option) && 'units' in option)) return 'unit-systems'
    if (options.some((option) => isRecord(option) && 'error' in option)) return 'entry-cards'
  }
  return undefined
}
