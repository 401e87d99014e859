import type { ToolState } from '../../engine/api/schemas/north.js'

/** A folder of the machine the tool sees at uploads/<name> in its workspace. */
export interface ToolMount {
  source: string
  name: string
  read_only: boolean
}

/** What a hub needs to start one tool server of one user. */
export interface ToolServerSpec {
  tool: string
  command: string[]
  environment: Record<string, string>
  defaultUrl?: string
  /** The user's folder the tool sees as its home. */
  workspace: string
  mounts: ToolMount[]
  /** Strata data that a sandboxed tool must not see (covered in the tool's view). */
  dataDir: string
  /** Kept with the server so that later status calls know what it was started with. */
  uploadIds: string[]
}

export interface ToolServerStatus {
  state: ToolState
  /** The upload ids the server was started with (empty when stopped). */
  uploadIds: string[]
}

/**
 * The port to whatever runs the tools: Strata's own JupyterHub child process or a hub run
 * elsewhere. Users are hub users named after their Strata username; each tool is a named server.
 */
export interface ToolHub {
  /** Why tools cannot run here, in words for the user; undefined when they can. */
  unavailableReason(): string | undefined
  status(username: string, tool: string): Promise<ToolServerStatus>
  /** Starts the server (a running one is left alone) and answers its state afterwards. */
  start(username: string, spec: ToolServerSpec): Promise<ToolState>
  stop(username: string, tool: string): Promise<ToolState>
  /** A hub token of the user that Strata adds to the requests it forwards for them. */
  userToken(username: string): Promise<string>
  /** The origin that serves the hub's public base URL (Strata forwards users' requests there). */
  publicOrigin(): Promise<string>
  /** Brings up a hub that Strata runs itself (a no-op for a hub run elsewhere); rejects with why it could not. */
  warmUp(): Promise<void>
  close(): Promise<void>
}
