import { randomUUID } from 'node:crypto'
import type Provider from 'oidc-provider'
import { SignJWT, importJWK, type JWK } from 'jose'
import { SIGNING_ALG } from './keys.js'

/** The `typ` claim Keycloak gives its refresh tokens. */
export const REFRESH_TOKEN_TYP = 'Refresh'

interface RefreshTokenModel {
  jti?: string
  accountId?: string
  clientId?: string
  scope?: string
  sessionUid?: string
  expiration?: number
  save(...args: unknown[]): Promise<string>
}

/**
 * Refresh tokens as signed JWTs, as Keycloak issues them: keycloak-js decodes the refresh token
 * it is given (and fails the login on anything else). The JWT is the token's id in the store, so
 * revocation, rotation and expiry stay the provider's; its audience is the issuer, never the API,
 * so it is refused as a bearer token.
 */
export function issueRefreshTokensAsJwts(provider: Provider, signingKey: JWK, issuer: string): void {
  const RefreshToken = provider.RefreshToken as unknown as { prototype: RefreshTokenModel }
  const save = RefreshToken.prototype.save
  let key: ReturnType<typeof importJWK> | undefined
  RefreshToken.prototype.save = async function (this: RefreshTokenModel, ...args: unknown[]) {
    if (!this.jti) {
      key ??= importJWK(signingKey, SIGNING_ALG)
      const now = Math.floor(Date.now() / 1000)
      this.jti = await new SignJWT({ typ: REFRESH_TOKEN_TYP, azp: this.clientId, scope: this.scope, sid: this.sessionUid })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: signingKey.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(issuer)
        .setSubject(this.accountId ?? '')
        .setIssuedAt(now)
        .setExpirationTime(now + (this.expiration ?? 0))
        .setJti(randomUUID())
        .sign(await key)
    }
    return save.apply(this, args)
  }
}

/**
 * Keycloak's order of the authorization response (`state=...&iss=...&code=...`): NOMAD's GUI cuts
 * off URL fragments that start with `state=`, `iss=` or `error=` and breaks on one starting with `code=`.
 */
export function keycloakResponseOrder(provider: Provider): void {
  provider.on('authorization.success', (_ctx, response) => {
    const out = response as Record<string, unknown>
    const { code } = out
    if (code === undefined) return
    delete out.code
    out.code = code
  })
}
