import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ToolModel, ToolState } from '../../engine/api/schemas/north.js'
import type { NorthConfig, NorthTool } from '../../engine/config/north.js'
import { filterOptions } from '../../engine/config/options.js'
import { requesterOf } from '../access/requester.js'
import { denial, may } from '../access/upload-access.js'
import type { AuthUser } from '../auth/types.js'
import { ApiError } from '../http/errors.js'
import type { UploadService } from '../uploads/upload-service.js'
import type { ToolHub, ToolMount } from './tool-hub.js'

export const HUB_OFF = 'The remote tools hub is off on this deployment.'

/** Where a launched upload appears inside the tool (NOMAD's upload_mount_dir). */
export const uploadMountDir = (uploadId: string) => `uploads/${uploadId}`

/** The answer of GET/POST/DELETE north/{name} before it is shaped for the API. */
export interface ToolAnswer {
  tool: ToolModel
  username: string
  uploadMountDir?: string
  uploadIdIsMounted?: boolean
}

/**
 * The remote tools of a deployment for its users: which tools there are, and each user's one
 * server per tool, started through the hub with the user's uploads mounted.
 */
export class NorthService {
  readonly tools: Map<string, NorthTool>

  constructor(
    private readonly config: NorthConfig,
    private readonly hub: ToolHub | undefined,
    private readonly uploads: UploadService,
    private readonly dataDir: string,
  ) {
    this.tools = new Map(filterOptions(config.tools))
  }

  /** Why tools cannot run; undefined when they can. */
  unavailableReason(): string | undefined {
    if (!this.config.enabled || !this.hub) return HUB_OFF
    return this.hub.unavailableReason()
  }

  toolModel(name: string, state?: ToolState): ToolModel {
    const tool = this.requireTool(name)
    const { command: _command, environment: _environment, cmd: _cmd, image: _image, ...shown } = tool
    return { ...shown, name, title: tool.title ?? name, state: state ?? null }
  }

  requireTool(name: string): NorthTool {
    const tool = this.tools.get(name)
    if (!tool) throw new ApiError(404, `The tool ${name} does not exist.`)
    return tool
  }

  async list(user: AuthUser | null): Promise<ToolModel[]> {
    const names = [...this.tools.keys()]
    const states = await Promise.all(names.map((name) => (user ? this.stateOf(user, name) : Promise.resolve(undefined))))
    return names.map((name, index) => this.toolModel(name, states[index]))
  }

  private async stateOf(user: AuthUser, name: string): Promise<ToolState> {
    if (!this.hub || this.unavailableReason()) return 'stopped'
    return (await this.hub.status(user.username, name)).state
  }

  async status(user: AuthUser, name: string, uploadId: string | undefined): Promise<ToolAnswer> {
    this.requireTool(name)
    const status = this.hub && !this.unavailableReason() ? await this.hub.status(user.username, name) : { state: 'stopped' as const, uploadIds: [] }
    return {
      tool: this.toolModel(name, status.state),
      username: user.username,
      uploadMountDir: uploadId ? uploadMountDir(uploadId) : undefined,
      uploadIdIsMounted: uploadId !== undefined && status.uploadIds.includes(uploadId),
    }
  }

  async launch(user: AuthUser, name: string, uploadId: string | undefined): Promise<ToolAnswer> {
    const tool = this.requireTool(name)
    const reason = this.unavailableReason()
    if (reason || !this.hub) throw new ApiError(503, reason ?? HUB_OFF)
    if (!tool.command) throw new ApiError(503, `The tool ${name} has no command to run on this server (it needs a container hub for its image).`)
    const mounts = uploadId ? [await this.mountOf(user, uploadId)] : []

    // One server per user per tool: a running one is reported, not started twice.
    const current = await this.hub.status(user.username, name)
    let state = current.state
    let mounted = current.uploadIds
    if (state === 'stopped') {
      const workspace = join(this.dataDir, 'north', 'users', user.username)
      for (const mount of mounts) mkdirSync(join(workspace, 'uploads', mount.name), { recursive: true })
      state = await this.hub.start(user.username, {
        tool: name,
        command: tool.command,
        environment: tool.environment,
        defaultUrl: tool.default_url ?? undefined,
        workspace,
        mounts,
        dataDir: this.dataDir,
        uploadIds: mounts.map((mount) => mount.name),
      })
      mounted = mounts.map((mount) => mount.name)
    }
    return {
      tool: this.toolModel(name, state),
      username: user.username,
      uploadMountDir: uploadId ? uploadMountDir(uploadId) : undefined,
      uploadIdIsMounted: uploadId !== undefined && mounted.includes(uploadId),
    }
  }

  async stop(user: AuthUser, name: string): Promise<ToolAnswer> {
    this.requireTool(name)
    const state = this.hub && !this.unavailableReason() ? await this.hub.stop(user.username, name) : 'stopped'
    return { tool: this.toolModel(name, state), username: user.username }
  }

  /** The upload's raw folder, writable only while the user may edit the upload. */
  private async mountOf(user: AuthUser, uploadId: string): Promise<ToolMount> {
    const upload = await this.uploads.require(uploadId)
    const requester = await requesterOf(this.uploads.records, user)
    const refused = denial(requester, upload, 'view')
    if (refused) throw refused
    const source = this.uploads.files.localFolder?.(uploadId)
    if (!source) throw new ApiError(503, 'Uploads are not kept on this server, so tools cannot see them.')
    mkdirSync(source, { recursive: true })
    return { source, name: uploadId, read_only: !may(requester, upload, 'edit') }
  }
}
