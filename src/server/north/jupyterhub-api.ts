import type { ToolState } from '../../engine/api/schemas/north.js'
import type { ToolServerStatus } from './tool-hub.js'

/** A JupyterHub REST API call that failed. */
export class HubApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

interface HubServerModel {
  ready?: boolean
  pending?: string | null
  stopped?: boolean
  user_options?: { strata_upload_ids?: unknown }
}

/** The parts of JupyterHub's REST API (3.x) that Strata uses, with a service token. */
export class JupyterHubApi {
  /** `hubUrl` is the hub's public base, e.g. http://127.0.0.1:8081/prod/v1/develop/north/ */
  constructor(
    private readonly hubUrl: string,
    private readonly serviceToken: string,
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
    const response = await fetch(new URL(`hub/api${path}`, this.hubUrl), {
      method,
      headers: { authorization: `token ${this.serviceToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    let data: unknown = text
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      // keep the text
    }
    return { status: response.status, data }
  }

  private static message(data: unknown, fallback: string): string {
    const message = (data as { message?: unknown } | undefined)?.message
    return typeof message === 'string' ? message : fallback
  }

  async ensureUser(username: string): Promise<void> {
    const { status, data } = await this.call('POST', `/users/${encodeURIComponent(username)}`)
    if (status !== 201 && status !== 409) throw new HubApiError(status, JupyterHubApi.message(data, `The hub did not create user ${username}.`))
  }

  async serverStatus(username: string, server: string): Promise<ToolServerStatus> {
    const { status, data } = await this.call('GET', `/users/${encodeURIComponent(username)}`)
    if (status === 404) return { state: 'stopped', uploadIds: [] }
    if (status !== 200) throw new HubApiError(status, JupyterHubApi.message(data, 'The hub did not answer the server status.'))
    const model = (data as { servers?: Record<string, HubServerModel> }).servers?.[server]
    if (!model) return { state: 'stopped', uploadIds: [] }
    const ids = model.user_options?.strata_upload_ids
    return { state: stateOf(model), uploadIds: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [] }
  }

  /** Asks the hub to start a named server; answers 'running' when it came up within the hub's wait, else 'starting'. */
  async startServer(username: string, server: string, userOptions: Record<string, unknown>): Promise<ToolState> {
    await this.ensureUser(username)
    const { status, data } = await this.call('POST', `/users/${encodeURIComponent(username)}/servers/${encodeURIComponent(server)}`, userOptions)
    if (status === 201) return 'running'
    if (status === 202) return 'starting'
    // 400 "already running" / "pending": one instance per user per tool, so report the one there is.
    if (status === 400) return (await this.serverStatus(username, server)).state
    throw new HubApiError(status, JupyterHubApi.message(data, 'The hub could not start the tool.'))
  }

  async stopServer(username: string, server: string): Promise<ToolState> {
    const { status, data } = await this.call('DELETE', `/users/${encodeURIComponent(username)}/servers/${encodeURIComponent(server)}`)
    if (status === 204) return 'stopped'
    if (status === 202) return 'stopping'
    if (status === 404 || status === 400) return (await this.serverStatus(username, server)).state
    throw new HubApiError(status, JupyterHubApi.message(data, 'The hub could not stop the tool.'))
  }

  async createToken(username: string, expiresInSeconds: number): Promise<string> {
    await this.ensureUser(username)
    const { status, data } = await this.call('POST', `/users/${encodeURIComponent(username)}/tokens`, { note: 'Strata proxy', expires_in: expiresInSeconds })
    const token = (data as { token?: unknown } | undefined)?.token
    if (status !== 201 || typeof token !== 'string') throw new HubApiError(status, JupyterHubApi.message(data, 'The hub did not create a token.'))
    return token
  }

  /** True when the hub answers its API root. */
  async isUp(): Promise<boolean> {
    try {
      return (await this.call('GET', '/')).status === 200
    } catch {
      return false
    }
  }
}

function stateOf(model: HubServerModel): ToolState {
  if (model.pending === 'spawn') return 'starting'
  if (model.pending === 'stop') return 'stopping'
  if (model.ready) return 'running'
  return model.stopped === false ? 'starting' : 'stopped'
}
