import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/** The programs a managed hub needs (Debian: jupyterhub, jupyter-notebook; the proxy comes with jupyterhub). */
export const MANAGED_HUB_PROGRAMS = ['jupyterhub', 'configurable-http-proxy', 'jupyterhub-singleuser', 'jupyter-notebook', 'unshare', 'setpriv'] as const

/** The full path of an executable found in dirs (default: PATH), or undefined. */
export function findProgram(name: string, dirs: readonly string[] = (process.env.PATH ?? '').split(delimiter)): string | undefined {
  for (const dir of dirs) {
    if (!dir) continue
    const candidate = join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return undefined
}

/** The programs of MANAGED_HUB_PROGRAMS that are missing. */
export function missingHubPrograms(dirs?: readonly string[]): string[] {
  return MANAGED_HUB_PROGRAMS.filter((name) => findProgram(name, dirs) === undefined)
}
