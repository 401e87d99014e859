import { join } from 'node:path'
import type { NorthConfig } from '../../engine/config/north.js'
import type { NorthRoutesOptions } from '../api/north/routes.js'
import { BASE_PATH } from '../paths.js'
import type { UploadService } from '../uploads/upload-service.js'
import { ExternalHub } from './external-hub.js'
import { ManagedHub } from './managed-hub.js'
import { NorthProxy } from './north-proxy.js'
import { NorthService } from './north-service.js'
import { NorthSessions } from './north-sessions.js'
import type { ToolHub } from './tool-hub.js'

/** Where tool windows open: {base}/north/user/<username>/<tool>/ (spec 2 §2). */
export const NORTH_PATH = `${BASE_PATH}/north/`

export interface NorthOptions {
  config: NorthConfig
  dataDir: string
  uploads: UploadService
  publicUrl: string
  programDirs?: string[]
}

/** The remote tools of a server: the hub behind its port, the API routes and the proxy to tool windows. */
export function createNorth({ config, dataDir, uploads, publicUrl, programDirs }: NorthOptions): {
  routes: NorthRoutesOptions
  proxy: NorthProxy
  /** Starts a managed hub now rather than on the first launch; resolves with a line for the log. */
  warmUp: () => Promise<string>
  close: () => Promise<void>
} {
  const hub: ToolHub | undefined = !config.enabled
    ? undefined
    : config.hub.type === 'external'
      ? new ExternalHub(config.hub.url, config.hub.api_token, NORTH_PATH)
      : new ManagedHub({
          hubDir: join(dataDir, 'north', 'hub'),
          workspacesDir: join(dataDir, 'north', 'users'),
          basePath: NORTH_PATH,
          startTimeoutSeconds: config.hub.start_timeout_seconds,
          programDirs,
        })
  const service = new NorthService(config, hub, uploads, dataDir)
  const sessions = new NorthSessions()
  const proxy = new NorthProxy({ northPath: NORTH_PATH, sessions, hub: () => hub, unavailableReason: () => service.unavailableReason() })
  return {
    routes: { service, sessions, northPath: NORTH_PATH, secure: publicUrl.startsWith('https:') },
    proxy,
    warmUp: async () => {
      if (!hub) return 'The remote tools hub is off in this deployment (north.enabled: false).'
      try {
        await hub.warmUp()
        return 'The remote tools hub is running.'
      } catch (error) {
        return `The remote tools hub is not available: ${error instanceof Error ? error.message : String(error)}`
      }
    },
    close: async () => hub?.close(),
  }
}
