// From the modules themselves, not the index: the index also brings the config-file tooling (YAML
// source positions, the kind registry) into the first bundle, about 11 KB gzipped more.
import { resolveApps } from '../../engine/config/resolve-apps.js'
import { startupConfigSchema } from '../../engine/config/startup.js'
import { shellSettingsFrom, type ShellSettings } from '../config/shellSettings.js'

export type StartupResult = { ok: true; settings: ShellSettings } | { ok: false; problems: string[] }

/** Validates the startup configuration written by env.js and derives what the shell needs. */
export function readStartupConfig(env: unknown): StartupResult {
  if (env === undefined)
    return { ok: false, problems: ['window.strataEnv is missing: the server did not deliver env.js.'] }
  // Without zod's compiled fast path: building it costs more than this one parse gains from it.
  const parsed = startupConfigSchema.safeParse(env, { jitless: true })
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`),
    }
  try {
    return { ok: true, settings: shellSettingsFrom(parsed.data, resolveApps(parsed.data.ui, parsed.data.plugins)) }
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
  }
}
