import { randomUUID } from 'node:crypto'
import { SignJWT, createLocalJWKSet, errors as joseErrors, importJWK, jwtVerify, type CryptoKey, type JWK } from 'jose'
import { SIGNING_ALG, publicJwk } from './keys.js'

/** What kind of token Strata issued itself; tokens of the OpenID provider carry no such claim. */
export type StrataTokenUse = 'password' | 'app'

export const TOKEN_USE_CLAIM = 'strata_token_use'

export interface VerifiedToken {
  userId: string
  /** Set for tokens from auth/token ('password') and auth/app_token ('app'). */
  use?: StrataTokenUse
  expiresAt: number
}

export class TokenRejected extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'token expired' : 'token invalid')
  }
}

/**
 * Signs and verifies the API's bearer tokens: the provider's JWT access tokens and Strata's own
 * password and app tokens all share issuer, audience (the API URL) and signing keys.
 */
export class TokenService {
  private readonly publicKeys: ReturnType<typeof createLocalJWKSet>
  private signingKey: Promise<CryptoKey | Uint8Array> | undefined

  constructor(
    private readonly privateKeys: JWK[],
    readonly issuer: string,
    readonly audience: string,
  ) {
    this.publicKeys = createLocalJWKSet({ keys: privateKeys.map(publicJwk) })
  }

  async sign(userId: string, use: StrataTokenUse, expiresInSeconds: number): Promise<string> {
    const [jwk] = this.privateKeys
    this.signingKey ??= importJWK(jwk, SIGNING_ALG)
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ [TOKEN_USE_CLAIM]: use })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setSubject(userId)
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .setJti(randomUUID())
      .sign(await this.signingKey)
  }

  /** Checks signature, issuer, audience and expiry; throws TokenRejected otherwise. */
  async verify(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.publicKeys, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: [SIGNING_ALG],
        requiredClaims: ['sub', 'exp'],
      })
      const use = payload[TOKEN_USE_CLAIM]
      return {
        userId: payload.sub as string,
        use: use === 'password' || use === 'app' ? use : undefined,
        expiresAt: payload.exp as number,
      }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenRejected('expired')
      throw new TokenRejected('invalid')
    }
  }
}
