/**
 * The part of oidc-provider 9 (which ships no types) that Strata uses. Configuration is kept
 * loose on purpose: the provider validates it at start.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type AdapterPayload = Record<string, unknown>

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export interface PromptDetails {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
    [detail: string]: unknown
  }

  export interface Interaction {
    uid: string
    returnTo: string
    grantId?: string
    prompt: { name: string; reasons: string[]; details: PromptDetails }
    params: Record<string, unknown> & { client_id?: string; login_hint?: string }
    session?: { accountId?: string; uid?: string }
    lastSubmission?: Record<string, unknown>
  }

  export interface Grant {
    jti: string
    accountId: string
    clientId: string
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface Session {
    accountId?: string
  }

  export interface KoaContextLike {
    req: IncomingMessage
    res: ServerResponse
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean }
    consent?: { grantId?: string }
    error?: string
    error_description?: string
    [key: string]: unknown
  }

  export type Configuration = Record<string, unknown>

  export class Provider {
    constructor(issuer: string, configuration?: Configuration)
    readonly issuer: string
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    createContext(req: IncomingMessage, res: ServerResponse): KoaContextLike
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<string>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    readonly Session: {
      get(ctx: KoaContextLike): Promise<Session>
    }
    /** The provider's own client class (its prototype may be extended). */
    readonly Client: { prototype: object }
    /** The refresh token model (its prototype may be extended). */
    readonly RefreshToken: { prototype: object }
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error
    SessionNotFound: new (description?: string) => Error
  }

  export default Provider
}
