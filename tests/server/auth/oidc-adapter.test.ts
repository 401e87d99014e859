import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RecordStoreAdapter, removeExpiredArtifacts } from '../../../src/server/auth/oidc-adapter.js'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import type { RecordStore } from '../../../src/server/store/interfaces.js'

describe('the provider storage adapter over the record store', () => {
  let dir: string
  let store: RecordStore
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'strata-oidc-'))
    store = await openRecordStore(dir)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('finds artifacts by id and uid, marks them consumed, destroys them', async () => {
    const sessions = new RecordStoreAdapter(store, 'Session')
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: 'a' }, 60)
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a' })
    expect(await sessions.findByUid('u1')).toMatchObject({ jti: 's1' })
    expect(await new RecordStoreAdapter(store, 'Grant').find('s1')).toBeUndefined()
    await sessions.consume('s1')
    expect((await sessions.find('s1'))?.consumed).toEqual(expect.any(Number))
    await sessions.destroy('s1')
    expect(await sessions.find('s1')).toBeUndefined()
  })

  it('forgets expired artifacts and sweeps them out of the store', async () => {
    const codes = new RecordStoreAdapter(store, 'AuthorizationCode')
    await codes.upsert('short', { jti: 'short' }, 1)
    await codes.upsert('long', { jti: 'long' }, 3600)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 5000)
    expect(await codes.find('short')).toBeUndefined()
    expect(await codes.find('long')).toBeDefined()
    expect(await removeExpiredArtifacts(store)).toBe(1)
    expect(await store.count('oidc')).toBe(1)
  })

  it('revokes every artifact of a grant, whatever its model', async () => {
    await new RecordStoreAdapter(store, 'RefreshToken').upsert('r1', { jti: 'r1', grantId: 'g1' }, 60)
    await new RecordStoreAdapter(store, 'AccessToken').upsert('a1', { jti: 'a1', grantId: 'g1' }, 60)
    await new RecordStoreAdapter(store, 'AccessToken').upsert('a2', { jti: 'a2', grantId: 'g2' }, 60)
    await new RecordStoreAdapter(store, 'Grant').revokeByGrantId('g1')
    expect(await new RecordStoreAdapter(store, 'RefreshToken').find('r1')).toBeUndefined()
    expect(await new RecordStoreAdapter(store, 'AccessToken').find('a1')).toBeUndefined()
    expect(await new RecordStoreAdapter(store, 'AccessToken').find('a2')).toBeDefined()
  })
})
