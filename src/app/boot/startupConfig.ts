// From the modules themselves, not the index: the index also brings the config-file tooling (YAML
// source positions, the kind registry) into the first bundle, about 11 KB gzipped more.
import { resolveApps } from '../../engine/config/resolve-apps.js'
import { startupConfigSchema, type StartupConfig } from '../../engine/config/startup.js'
import { shellSettingsFrom, type ShellSettings } from '../config/shellSettings.js'

export type StartupResult = { ok: true; settings: ShellSettings } | { ok: false; problems: string[] }

/**
 * What says a startup configuration was validated already: the fingerprint of the schema the server
 * validated it with (window.strataEnvChecked) and the one of the schema this GUI was built with.
 */
export interface StartupCheck {
  checkedAgainst?: unknown
  fingerprint?: string
}

/**
 * Validates the startup configuration written by env.js and derives what the shell needs. A
 * configuration the server validated with this build's schema is taken as it is: validating it again
 * would give it back unchanged, and cost the page's start about 45 ms on two cores.
 */
export function readStartupConfig(env: unknown, check: StartupCheck = {}): StartupResult {
  if (env === undefined)
    return { ok: false, problems: ['window.strataEnv is missing: the server did not deliver env.js.'] }
  if (check.fingerprint !== undefined && check.checkedAgainst === check.fingerprint) return shellOf(env as StartupConfig)
  // Without zod's compiled fast path: building it costs more than this one parse gains from it.
  const parsed = startupConfigSchema.safeParse(env, { jitless: true })
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`),
    }
  return shellOf(parsed.data)
}

function shellOf(config: StartupConfig): StartupResult {
  try {
    return { ok: true, settings: shellSettingsFrom(config, resolveApps(config.ui, config.plugins)) }
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
  }
}
