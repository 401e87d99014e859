// Node-only: reads config files from disk. Everything else in the config engine is free of fs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseSource, type SourceDocument } from '../yaml/source.js'
import { deploymentSchema, type ServerSettings } from './deployment.js'
import { ConfigLoadError, formatPath, type ConfigIssue, type IssuePath } from './issues.js'
import { mergeConfig } from './options.js'
import { unknownQuantities } from './quantityCheck.js'
import { resolveApps } from './resolve-apps.js'
import type { NorthConfig } from './north.js'
import { APP_FILE, pluginSources, TOOL_FILE, type MountedSource, type PluginFolder } from './plugin-folders.js'
import type { StartupConfig } from './startup.js'
import type { AppConfig } from './app.js'
import type { Plugins } from './plugins.js'
import { byPosition, validateConfig, type Locator } from './validate.js'

export interface Deployment {
  env: StartupConfig
  server: ServerSettings
  /** The remote tools hub and its tools (server side; the GUI asks GET north/). */
  north: NorthConfig
  /** Every file that was read, in merge order. */
  files: string[]
  /** The plugin folders of the config directories, in load order. */
  plugins: PluginFolder[]
}

/**
 * Loads a deployment from config directories; later directories override earlier ones (objects merge,
 * lists are replaced). Each directory may hold `strata.yaml`, `cards.yaml`, `unit-systems.yaml` and
 * `apps/<name>.app.yaml` (one app each, becoming `ui.apps.options.<name>`) and `tools/<name>.tool.yaml`
 * (one remote tool each, becoming `north.tools.options.<name>`).
 * Throws ConfigLoadError naming file, line and path of every problem.
 */
export function loadDeployment({ configDirs, isSearchQuantity }: { configDirs: string[]; isSearchQuantity?: (name: string) => boolean }): Deployment {
  const issues: ConfigIssue[] = []
  const sources: MountedSource[] = []
  const files: string[] = []
  const plugins: PluginFolder[] = []
  const read = (file: string): SourceDocument | undefined => {
    files.push(file)
    const parsed = parseSource(readFileSync(file, 'utf8'), file)
    if (parsed.ok) return parsed.source
    issues.push(...parsed.issues)
    return undefined
  }
  for (const dir of configDirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      issues.push({ file: dir, line: 0, column: 0, path: '', message: 'Config directory not found' })
      continue
    }
    // A directory's own files come after its plugins, so that they can change what a plugin brings.
    const fromPlugins = pluginSources(dir, read)
    sources.push(...fromPlugins.sources)
    plugins.push(...fromPlugins.plugins)
    issues.push(...fromPlugins.issues)
    for (const { file, mount } of deploymentFiles(dir)) {
      const source = read(file)
      if (source) sources.push({ source, mount })
    }
  }
  if (issues.length > 0) throw new ConfigLoadError(issues)

  const merged = sources.reduce<unknown>((data, { source, mount }) => mergeConfig(data, mountAt(mount, source.data ?? {})), {})
  const locate = locateInSources(sources)
  const result = validateConfig(deploymentSchema, merged, locate)
  if (!result.ok) throw new ConfigLoadError(result.issues)
  // NOMAD's models still accept these spellings; the config loads, normalised, with a note.
  for (const note of result.deprecations) console.warn(`config (${files.join(', ')}): ${note}`)

  const { env, ui, server, north } = result.value
  const crossIssues = checkApps(ui, env.plugins, locate)
  if (isSearchQuantity) {
    const quantityIssues = [
      ...unknownQuantities(ui.apps.options, isSearchQuantity, ['ui', 'apps', 'options']),
      ...unknownQuantities(pluginApps(env.plugins), isSearchQuantity, PLUGIN_ENTRY_POINTS, ['app']),
    ]
    for (const { path, message } of quantityIssues) crossIssues.push({ ...locate(path), path: formatPath(path), message })
    crossIssues.sort(byPosition)
  }
  if (crossIssues.length > 0) throw new ConfigLoadError(crossIssues)
  return {
    // The server enforces the upload limits, so the GUI is told the server's values.
    env: { ...env, servicesUploadLimit: server.unpublished_upload_limit, uploadSizeLimit: server.upload_size_limit_bytes, ui },
    server,
    north,
    files,
    plugins,
  }
}

function deploymentFiles(dir: string): { file: string; mount: string[] }[] {
  const found: { file: string; mount: string[] }[] = []
  const add = (name: string, mount: string[]) => {
    const file = join(dir, name)
    if (existsSync(file)) found.push({ file, mount })
  }
  add('strata.yaml', [])
  add('cards.yaml', ['ui', 'entry', 'cards'])
  add('unit-systems.yaml', ['ui', 'unit_systems'])
  const appsDir = join(dir, 'apps')
  if (existsSync(appsDir)) {
    for (const name of readdirSync(appsDir).filter((name) => APP_FILE.test(name)).sort()) {
      found.push({ file: join(appsDir, name), mount: ['ui', 'apps', 'options', basename(name).replace(APP_FILE, '')] })
    }
  }
  const toolsDir = join(dir, 'tools')
  if (existsSync(toolsDir)) {
    for (const name of readdirSync(toolsDir).filter((name) => TOOL_FILE.test(name)).sort()) {
      found.push({ file: join(toolsDir, name), mount: ['north', 'tools', 'options', basename(name).replace(TOOL_FILE, '')] })
    }
  }
  return found
}

function mountAt(mount: readonly string[], data: unknown): unknown {
  return mount.reduceRight<unknown>((inner, key) => ({ [key]: inner }), data)
}

/** Finds the file that wrote (the deepest existing part of) a path; later files win ties, as they win the merge. */
function locateInSources(sources: readonly MountedSource[]): Locator {
  return (path) => {
    let best = { file: sources.at(-1)?.source.file ?? '', line: 0, column: 0 }
    let bestDepth = -1
    for (const { source, mount } of sources) {
      if (!mount.every((key, index) => index >= path.length || path[index] === key)) continue
      const position = source.locate(path.slice(mount.length))
      // A file mounted below the path holds only part of it; prefer a file that holds the path itself.
      const depth = path.length < mount.length ? path.length - 0.5 : mount.length + position.matched
      if (depth >= bestDepth) {
        bestDepth = depth
        best = { file: source.file, line: position.line, column: position.column }
      }
    }
    return best
  }
}

const PLUGIN_ENTRY_POINTS = ['env', 'plugins', 'entry_points', 'options']

/** The apps of plugin entry points, by entry point id. */
function pluginApps(plugins: Plugins): Record<string, AppConfig> {
  return Object.fromEntries(Object.entries(plugins.entry_points.options).flatMap(([id, point]) => (point.entry_point_type === 'app' ? [[id, point.app]] : [])))
}

/** Checks across apps: every name in `ui.apps.include` exists and no two apps (plugin apps included) share a path. */
function checkApps(ui: StartupConfig['ui'], plugins: Plugins, locate: Locator): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  const at = (path: IssuePath, message: string) => issues.push({ ...locate(path), path: formatPath(path), message })
  const known = Object.keys(ui.apps.options)
  ui.apps.include?.forEach((name, index) => {
    if (!known.includes(name)) at(['ui', 'apps', 'include', index], `Unknown app '${name}'. Known apps: ${known.join(', ')}`)
  })
  const seen = new Map<string, string>()
  const pathOf = new Map<AppConfig, IssuePath>([
    ...Object.entries(ui.apps.options).map(([name, app]) => [app, ['ui', 'apps', 'options', name]] as const),
    ...Object.entries(pluginApps(plugins)).map(([id, app]) => [app, [...PLUGIN_ENTRY_POINTS, id, 'app']] as const),
  ])
  for (const app of resolveApps(ui, plugins)) {
    const where = pathOf.get(app) ?? []
    const name = String(where.at(-1) === 'app' ? where.at(-2) : where.at(-1))
    const other = seen.get(app.path)
    if (other !== undefined) at([...where, 'path'], `App path '${app.path}' is already used by app '${other}'`)
    else seen.set(app.path, name)
  }
  return issues.sort(byPosition)
}

/** Reads one YAML or JSON file; syntax errors throw ConfigLoadError with file and line. */
export function readConfigSource(file: string): SourceDocument {
  const parsed = parseSource(readFileSync(file, 'utf8'), file)
  if (!parsed.ok) throw new ConfigLoadError(parsed.issues)
  return parsed.source
}
