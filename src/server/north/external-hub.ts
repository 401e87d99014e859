import { JupyterHubApi } from './jupyterhub-api.js'
import { JupyterHubTools } from './jupyterhub-tools.js'

/**
 * A JupyterHub run elsewhere (e.g. with KubeSpawner on a cluster). Its base_url must be Strata's
 * north path, since Strata forwards users' requests unchanged, and its spawner must understand
 * Strata's user options (see hub/jupyterhub_config.py).
 */
export class ExternalHub extends JupyterHubTools {
  private readonly api: JupyterHubApi
  private readonly reason: string | undefined
  private readonly origin: string

  constructor(url: string, apiToken: string, northPath: string) {
    super()
    const base = url.endsWith('/') ? url : `${url}/`
    this.api = new JupyterHubApi(base, apiToken)
    this.origin = new URL(base).origin
    const path = new URL(base).pathname
    this.reason = path === northPath ? undefined : `The remote tools hub is off: the external hub's base URL is ${path}, but Strata serves tools at ${northPath}.`
  }

  unavailableReason(): string | undefined {
    return this.reason
  }

  protected async hubApi(): Promise<JupyterHubApi | undefined> {
    return this.reason ? undefined : this.api
  }

  async publicOrigin(): Promise<string> {
    return this.origin
  }

  /** A hub run elsewhere is started by its own site. */
  async warmUp(): Promise<void> {}

  async close(): Promise<void> {}
}
