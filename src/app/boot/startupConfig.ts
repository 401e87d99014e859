// From the modules themselves, not the index: the index also brings the config-file tooling (YAML
// source positions, the kind registry) into the first bundle, about 11 KB gzipped more.
import { startupConfigSchema } from '../../engine/config/startup.js'
import { shellOf, type StartupResult } from './checkedStartup.js'

export type { StartupResult } from './checkedStartup.js'

/**
 * Validates the startup configuration written by env.js and derives what the shell needs. The shell
 * loads this only for a configuration its server did not check with this build's schema (see
 * checkedStartup.ts).
 */
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
  return shellOf(parsed.data)
}
