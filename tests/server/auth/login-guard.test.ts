/** Login rate limiting and lockout, on a moved clock: windows, lock ends, addresses. */
import { describe, expect, it } from 'vitest'
import { LoginGuard, LoginLocked } from '../../../src/server/auth/login-guard.js'
import type { AuthUser } from '../../../src/server/auth/types.js'

const USER = { user_id: 'u1', username: 'ada' } as AuthUser
const right = async () => USER
const wrong = async () => undefined

describe('login guard', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000, lockMs: 120_000 }

  it('locks an account after the allowed failures within the window, and opens it when the lock ends', async () => {
    let now = 0
    const guard = new LoginGuard(limits, () => now)
    for (let i = 0; i < 3; i++) expect(await guard.attempt('Ada', '10.0.0.1', wrong)).toBeUndefined()
    await expect(guard.attempt('ada', '10.0.0.2', right)).rejects.toThrow(new LoginLocked(120))
    now = 60_000
    await expect(guard.attempt('ada', '10.0.0.2', right)).rejects.toThrow('Too many failed logins. Try again in 1 minute.')
    now = 120_001
    expect(await guard.attempt('ada', '10.0.0.2', right)).toBe(USER)
  })

  it('forgets failures older than the window, and a successful login clears the count', async () => {
    let now = 0
    const guard = new LoginGuard(limits, () => now)
    await guard.attempt('ada', undefined, wrong)
    await guard.attempt('ada', undefined, wrong)
    now = 61_000
    await guard.attempt('ada', undefined, wrong)
    await guard.attempt('ada', undefined, wrong)
    expect(await guard.attempt('ada', undefined, right)).toBe(USER)
    await guard.attempt('ada', undefined, wrong)
    await guard.attempt('ada', undefined, wrong)
    expect(await guard.attempt('ada', undefined, right)).toBe(USER)
  })

  it('locks an address that tries many accounts, while other addresses may still log in', async () => {
    const guard = new LoginGuard(limits, () => 0)
    for (let i = 0; i < 5; i++) await guard.attempt(`user${i}`, '10.0.0.9', wrong)
    await expect(guard.attempt('ada', '10.0.0.9', right)).rejects.toBeInstanceOf(LoginLocked)
    expect(await guard.attempt('ada', '10.0.0.1', right)).toBe(USER)
  })
})
