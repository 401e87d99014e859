// No schema here: a page whose configuration the server validated never builds the startup
// configuration's zod schema (the whole ui config with every app, menu and widget kind).
import type { StartupConfig } from '../../engine/config/startup.js'
import { resolveApps } from '../../engine/config/resolve-apps.js'
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

/** Whether the server validated the configuration with this build's schema: then validating it again would give it back unchanged. */
function checkedByServer(env: unknown, check: StartupCheck): env is StartupConfig {
  return env !== undefined && check.fingerprint !== undefined && check.checkedAgainst === check.fingerprint
}

/** The shell's settings from a valid startup configuration. */
export function shellOf(config: StartupConfig): StartupResult {
  try {
    return { ok: true, settings: shellSettingsFrom(config, resolveApps(config.ui, config.plugins)) }
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
  }
}

/**
 * The startup configuration written by env.js, as the shell needs it: at once when the server
 * validated it with this build's schema (validating it again would give it back unchanged, and cost
 * the page's start about 45 ms on two cores), else once the schema is loaded and has validated it.
 */
export function startupOf(env: unknown, check: StartupCheck, validator = () => import('./startupConfig.js')): StartupResult | Promise<StartupResult> {
  if (checkedByServer(env, check)) return shellOf(env)
  return validator().then(
    ({ readStartupConfig }) => readStartupConfig(env),
    (error: unknown) => ({ ok: false, problems: [`The check of the startup configuration could not be loaded: ${error instanceof Error ? error.message : String(error)}`] }),
  )
}
