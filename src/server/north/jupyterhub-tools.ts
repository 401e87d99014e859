import type { ToolState } from '../../engine/api/schemas/north.js'
import { JupyterHubApi } from './jupyterhub-api.js'
import type { ToolHub, ToolServerSpec, ToolServerStatus } from './tool-hub.js'

/** How long a user's hub token lives; Strata makes a new one well before it ends. */
const TOKEN_LIFETIME_SECONDS = 24 * 3600
const TOKEN_RENEW_AFTER_MS = 20 * 3600 * 1000

/** The user options Strata sends with a start; the hub's StrataToolSpawner reads them. */
export function userOptionsOf(spec: ToolServerSpec): Record<string, unknown> {
  return {
    command: spec.command,
    environment: spec.environment,
    default_url: spec.defaultUrl ?? '',
    sandbox: { data_dir: spec.dataDir, workspace: spec.workspace, mounts: spec.mounts },
    strata_upload_ids: spec.uploadIds,
  }
}

/** A ToolHub over a running JupyterHub's REST API; subclasses say where the hub is. */
export abstract class JupyterHubTools implements ToolHub {
  private readonly tokens = new Map<string, { token: string; created: number }>()

  abstract unavailableReason(): string | undefined
  /** The API of a hub that is up (a managed hub starts here when `start` is true). */
  protected abstract hubApi(start: boolean): Promise<JupyterHubApi | undefined>
  abstract publicOrigin(): Promise<string>
  abstract warmUp(): Promise<void>
  abstract close(): Promise<void>

  async status(username: string, tool: string): Promise<ToolServerStatus> {
    const api = await this.hubApi(false)
    return api ? api.serverStatus(username, tool) : { state: 'stopped', uploadIds: [] }
  }

  async start(username: string, spec: ToolServerSpec): Promise<ToolState> {
    const api = await this.hubApi(true)
    if (!api) throw new Error(this.unavailableReason() ?? 'The remote tools hub is not running.')
    return api.startServer(username, spec.tool, userOptionsOf(spec))
  }

  async stop(username: string, tool: string): Promise<ToolState> {
    const api = await this.hubApi(false)
    return api ? api.stopServer(username, tool) : 'stopped'
  }

  async userToken(username: string): Promise<string> {
    const known = this.tokens.get(username)
    if (known && Date.now() - known.created < TOKEN_RENEW_AFTER_MS) return known.token
    const api = await this.hubApi(false)
    if (!api) throw new Error('The remote tools hub is not running.')
    const token = await api.createToken(username, TOKEN_LIFETIME_SECONDS)
    this.tokens.set(username, { token, created: Date.now() })
    return token
  }

  /** Forgets the tokens (a restarted managed hub no longer knows them). */
  protected forgetTokens(): void {
    this.tokens.clear()
  }
}
