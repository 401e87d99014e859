import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { RecordStore } from '../store/interfaces.js'

export const OIDC_COLLECTION = 'oidc'

/** How one provider artifact (session, grant, refresh token, interaction, ...) is stored. */
interface StoredArtifact {
  [field: string]: unknown
  model: string
  /** The artifact's id within its model (the record id is `model:id`). */
  id: string
  payload: AdapterPayload
  /** Epoch milliseconds after which the artifact is gone; null when it never expires. */
  expires_at: number | null
  uid?: string
  userCode?: string
  grantId?: string
}

const isExpired = (artifact: StoredArtifact, now = Date.now()) => artifact.expires_at !== null && artifact.expires_at <= now

/**
 * The oidc-provider storage adapter over the RecordStore, so that sessions, grants and refresh
 * tokens survive a restart. One adapter instance exists per model name.
 */
export class RecordStoreAdapter implements Adapter {
  constructor(
    private readonly store: RecordStore,
    private readonly model: string,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const artifact: StoredArtifact = {
      model: this.model,
      id,
      payload,
      expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
    }
    if (typeof payload.uid === 'string') artifact.uid = payload.uid
    if (typeof payload.userCode === 'string') artifact.userCode = payload.userCode
    if (typeof payload.grantId === 'string') artifact.grantId = payload.grantId
    await this.store.put(OIDC_COLLECTION, this.key(id), artifact)
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(await this.store.get<StoredArtifact>(OIDC_COLLECTION, this.key(id)))
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [artifact] = await this.store.list<StoredArtifact>(OIDC_COLLECTION, { where: { model: this.model, uid }, limit: 1 })
    return this.live(artifact)
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [artifact] = await this.store.list<StoredArtifact>(OIDC_COLLECTION, { where: { model: this.model, userCode }, limit: 1 })
    return this.live(artifact)
  }

  async consume(id: string): Promise<void> {
    const artifact = await this.store.get<StoredArtifact>(OIDC_COLLECTION, this.key(id))
    if (!artifact) return
    artifact.payload = { ...artifact.payload, consumed: Math.floor(Date.now() / 1000) }
    await this.store.put(OIDC_COLLECTION, this.key(id), artifact)
  }

  async destroy(id: string): Promise<void> {
    await this.store.delete(OIDC_COLLECTION, this.key(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await revokeGrant(this.store, grantId)
  }

  private live(artifact: StoredArtifact | undefined): AdapterPayload | undefined {
    if (!artifact || isExpired(artifact)) return undefined
    return artifact.payload
  }
}

/** Removes every artifact (of any model) that belongs to a grant. */
async function revokeGrant(store: RecordStore, grantId: string): Promise<void> {
  const artifacts = await store.list<StoredArtifact>(OIDC_COLLECTION, { where: { grantId } })
  for (const artifact of artifacts) {
    await store.delete(OIDC_COLLECTION, recordId(artifact))
  }
}

const recordId = (artifact: StoredArtifact) => `${artifact.model}:${artifact.id}`

/** Deletes expired artifacts; returns how many were removed. */
export async function removeExpiredArtifacts(store: RecordStore): Promise<number> {
  const now = Date.now()
  const artifacts = await store.list<StoredArtifact>(OIDC_COLLECTION)
  let removed = 0
  for (const artifact of artifacts) {
    if (isExpired(artifact, now) && (await store.delete(OIDC_COLLECTION, recordId(artifact)))) removed += 1
  }
  return removed
}
