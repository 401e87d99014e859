import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { schemaFingerprint, startupSchemaFingerprint } from '../../src/server/http/startup-fingerprint.js'

describe('schema fingerprints', () => {
  it('are the same for the same schema and differ when a field, its type or its default changes', () => {
    const fingerprint = (shape: z.ZodRawShape) => schemaFingerprint(z.object(shape))
    const base = fingerprint({ debug: z.boolean().default(false) })
    expect(fingerprint({ debug: z.boolean().default(false) })).toBe(base)
    expect(fingerprint({ debug: z.boolean().default(true) })).not.toBe(base)
    expect(fingerprint({ debug: z.string().default('no') })).not.toBe(base)
    expect(fingerprint({ debug: z.boolean().default(false), oasis: z.boolean().default(false) })).not.toBe(base)
  })

  it("of the startup configuration's schema are sixteen hex digits", () => {
    expect(startupSchemaFingerprint()).toMatch(/^[0-9a-f]{16}$/)
  })
})
