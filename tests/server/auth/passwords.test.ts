import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../../src/server/auth/passwords.js'

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse')
    const second = await hashPassword('correct horse')
    expect(first).not.toBe(second)
    expect(first).not.toContain('correct horse')
    expect(await verifyPassword('correct horse', first)).toBe(true)
    expect(await verifyPassword('correct horse', second)).toBe(true)
    expect(await verifyPassword('correct horsE', first)).toBe(false)
  })

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'scrypt$16384$8$1$c2FsdA$', 'bcrypt$1$2$3$4$5', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA', 'scrypt$1000$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('anything', stored)).toBe(false)
    }
  })
})
