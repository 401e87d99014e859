import { unitSystemsSchema } from '../../../engine/config/unit-systems.js'
import type { UnitSystemsDefinition } from '../../../engine/units/systems.js'

let cached: UnitSystemsDefinition | undefined | null = null

/** The deployment's unit systems (`ui.unit_systems` of the startup configuration in env.js), if any. */
export function unitSystemsFromEnv(): UnitSystemsDefinition | undefined {
  if (cached !== null) return cached
  const env = (typeof window === 'undefined' ? undefined : window.strataEnv) as { ui?: { unit_systems?: unknown } } | undefined
  const parsed = env?.ui?.unit_systems === undefined ? undefined : unitSystemsSchema.safeParse(env.ui.unit_systems)
  cached = parsed?.success ? parsed.data : undefined
  return cached
}
