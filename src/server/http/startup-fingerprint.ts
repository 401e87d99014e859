import { createHash } from 'node:crypto'
import { z } from 'zod'
import { startupConfigSchema } from '../../engine/config/startup.js'

/**
 * A short fingerprint of a zod schema: a hash of its JSON Schemas, the input and the output side
 * (what it accepts, with which defaults, and what it makes of it).
 */
export function schemaFingerprint(schema: z.ZodType): string {
  const sides = (['input', 'output'] as const).map((io) => z.toJSONSchema(schema, { io, unrepresentable: 'any' }))
  return createHash('sha256').update(JSON.stringify(sides)).digest('hex').slice(0, 16)
}

let startupFingerprint: string | undefined

/**
 * The fingerprint of the startup configuration's schema. The server writes it into env.js beside
 * the configuration it validated with that schema, and the GUI build holds the one of the schema it
 * was built with: when they match, the GUI takes the configuration as it is instead of validating
 * it again (about 45 ms of a cold page load on two cores).
 */
export function startupSchemaFingerprint(): string {
  startupFingerprint ??= schemaFingerprint(startupConfigSchema)
  return startupFingerprint
}
