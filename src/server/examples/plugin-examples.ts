import type { Deployment } from '../../engine/config/load-node.js'
import { resolveExampleUploads } from '../../engine/config/resolve-examples.js'

/**
 * The example uploads a user may add (POST uploads?local_path=): those of plugin folders the deployment offers,
 * by `local_path` → their folder on disk.
 */
export function exampleUploadsOf(deployment: Pick<Deployment, 'env' | 'plugins'>): Record<string, string> {
  const folders = Object.assign({}, ...deployment.plugins.map((plugin) => plugin.exampleDirs)) as Record<string, string>
  const offered: Record<string, string> = {}
  for (const point of resolveExampleUploads(deployment.env.plugins, deployment.env.ui)) {
    const folder = point.local_path === undefined ? undefined : folders[point.local_path]
    if (folder !== undefined) offered[point.local_path!] = folder
  }
  return offered
}
