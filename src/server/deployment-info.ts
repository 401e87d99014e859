import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filterOptions } from '../engine/config/options.js'
import type { EntryPoint } from '../engine/config/plugins.js'
import type { StartupConfig } from '../engine/config/startup.js'
import type { DeploymentInfo } from './api/info.js'
import { PROJECT_ROOT } from './paths.js'
import { PARSERS } from './processing/parsers/index.js'

/**
 * What GET info reports besides statistics. It lists only what this server really does: the
 * parsers processing matches mainfiles with; codes, metainfo packages and normalisers are listed
 * as they arrive.
 */
export function deploymentInfo(env: StartupConfig, apiUrl: string, version: string, apps: Record<string, { label: string; description?: string }> = {}): Omit<DeploymentInfo, 'search_quantities'> {
  const commit = gitCommit()
  return {
    name: 'Strata',
    version,
    deployment: env.oasis ? 'oasis' : 'strata',
    deployment_url: apiUrl,
    oasis: env.oasis,
    parsers: PARSERS.map((parser) => parser.name),
    codes: [],
    metainfo_packages: [],
    normalizers: [],
    plugin_packages: Object.entries(env.plugins.plugin_packages).map(([name, fields]) => ({ ...fields, name })),
    plugin_entry_points: [
      ...PARSERS.map((parser) => ({ id: parser.name, entry_point_type: 'parser', name: parser.name })),
      ...Object.entries(apps).map(([key, app]) => ({ id: `apps/${key}`, entry_point_type: 'app', name: app.label, ...(app.description && { description: app.description }) })),
      ...pluginEntryPoints(env),
    ],
    git: { ref: commit.ref, version, commit: commit.hash, log: '' },
  }
}

/** The entry points of plugin folders and of `env.plugins` that the deployment admits, without their contents. */
function pluginEntryPoints(env: StartupConfig) {
  return filterOptions(env.plugins.entry_points).map(([id, point]) => {
    const { app: _app, ...fields } = point as EntryPoint & { app?: unknown }
    return { ...fields, id, name: point.name ?? (point.entry_point_type === 'example_upload' ? point.title : id) }
  })
}

/** The checked-out commit, read from .git without running git; empty when not a checkout. */
function gitCommit(): { ref: string; hash: string } {
  try {
    const gitDir = join(PROJECT_ROOT, '.git')
    const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim()
    if (!head.startsWith('ref: ')) return { ref: '', hash: head }
    const ref = head.slice('ref: '.length)
    const refFile = join(gitDir, ...ref.split('/'))
    if (existsSync(refFile)) return { ref, hash: readFileSync(refFile, 'utf8').trim() }
    const packed = readFileSync(join(gitDir, 'packed-refs'), 'utf8')
    const line = packed.split('\n').find((candidate) => candidate.endsWith(` ${ref}`))
    return { ref, hash: line?.split(' ')[0] ?? '' }
  } catch {
    return { ref: '', hash: '' }
  }
}
