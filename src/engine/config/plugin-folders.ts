// Node-only: reads plugin folders from disk (see docs/plugin-author-guide.md#a-plugin-folder).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { SourceDocument } from '../yaml/source.js'
import { formatPath, type ConfigIssue, type IssuePath } from './issues.js'
import { pluginManifestSchema } from './plugins.js'
import { locatorOf, validateConfig } from './validate.js'

/** A file's data (or a part of it, reshaped) placed at `mount` in the merged deployment. */
export interface MountedSource {
  source: SourceDocument
  mount: readonly string[]
}

/** What the server needs to know of a plugin folder besides its config: where its files are. */
export interface PluginFolder {
  /** The package name (plugin.yaml `name`, or the folder name). */
  name: string
  dir: string
  /** Example uploads: the `local_path` the GUI sends back → the folder on disk. */
  exampleDirs: Record<string, string>
  /** Schema files (schemas/*.archive.yaml|json), as paths relative to `dir`. */
  schemaFiles: string[]
  /** The published upload that holds the schema files; its id changes with their content. */
  schemaUploadId?: string
  /** Name shown to users (plugin.yaml `title`, or the name). */
  title: string
}

export const PLUGINS_DIR = 'plugins'
export const PLUGIN_MANIFEST = 'plugin.yaml'
const ENTRY_POINTS: readonly string[] = ['env', 'plugins', 'entry_points', 'options']
const PACKAGES: readonly string[] = ['env', 'plugins', 'plugin_packages']
/** One app or one remote tool per file, named after the file (in deployment directories and plugin folders alike). */
export const APP_FILE = /\.app\.(ya?ml|json)$/
export const TOOL_FILE = /\.tool\.(ya?ml|json)$/
const SCHEMA_FILE = /\.archive\.(ya?ml|json)$/

type Json = Record<string, unknown>
type ReadSource = (file: string) => SourceDocument | undefined

/**
 * The plugin folders below `<configDir>/plugins/`: each sub-folder with a plugin.yaml. Their apps, north tools,
 * schemas and example uploads become entry points of `env.plugins` (NOMAD's shape, so the GUI and GET info list
 * them), their cards.yaml merges into `ui.entry.cards` and their tools into `north.tools`. `read` parses one file
 * (and reports its syntax errors); a file that does not parse is left out.
 */
export function pluginSources(configDir: string, read: ReadSource): { sources: MountedSource[]; plugins: PluginFolder[]; issues: ConfigIssue[] } {
  const root = join(configDir, PLUGINS_DIR)
  const sources: MountedSource[] = []
  const plugins: PluginFolder[] = []
  const issues: ConfigIssue[] = []
  if (!isDirectory(root)) return { sources, plugins, issues }
  for (const folder of readdirSync(root).sort()) {
    const dir = resolve(root, folder)
    if (!isDirectory(dir) || !existsSync(join(dir, PLUGIN_MANIFEST))) continue
    const manifest = read(join(dir, PLUGIN_MANIFEST))
    if (!manifest) continue
    const checked = validateConfig(pluginManifestSchema, manifest.data ?? {}, locatorOf(manifest))
    if (!checked.ok) {
      issues.push(...checked.issues)
      continue
    }
    const plugin = pluginFolder(dir, checked.value.name || folder, checked.value.title)
    sources.push(...folderSources(plugin, manifest, read, `${PLUGINS_DIR}/${folder}`, issues))
    plugins.push(plugin)
  }
  return { sources, plugins, issues }
}

function pluginFolder(dir: string, name: string, title: string | undefined): PluginFolder {
  const schemaFiles = filesIn(join(dir, 'schemas'), SCHEMA_FILE).map((file) => `schemas/${file}`)
  return { name, title: title || name, dir, exampleDirs: {}, schemaFiles, ...(schemaFiles.length > 0 && { schemaUploadId: schemaUploadIdOf(name, dir, schemaFiles) }) }
}

/** 22 URL-safe characters like any upload id, from the package name and the schema files' paths and content. */
function schemaUploadIdOf(name: string, dir: string, files: string[]): string {
  const hash = createHash('sha512').update(`strata-plugin-schemas\0${name}`)
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(dir, file)))
  return hash.digest('base64url').slice(0, 22)
}

function folderSources(plugin: PluginFolder, manifest: SourceDocument, read: ReadSource, publicDir: string, issues: ConfigIssue[]): MountedSource[] {
  const { name, dir } = plugin
  const manifestData = asObject(manifest.data)
  const title = plugin.title
  const entryPoint = (id: string) => [...ENTRY_POINTS, `${name}.${id}`]
  const sources: MountedSource[] = []

  // plugin.yaml: the package (without its entry points), then each entry point it declares.
  const { entry_points: declared, ...packageFields } = manifestData
  sources.push({ mount: [...PACKAGES, name], source: view(manifest, { ...packageFields, name }, (path) => path) })
  for (const [id, value] of Object.entries(asObject(declared))) {
    const point: Json = { plugin_package: name, ...asObject(value), id }
    if (point.entry_point_type === 'example_upload' && typeof point.local_path === 'string') {
      const resolved = resolve(dir, point.local_path)
      if (!resolved.startsWith(`${dir}${sep}`) || !isDirectory(resolved)) {
        const path = ['entry_points', id, 'local_path']
        issues.push({ ...locatorOf(manifest)(path), path: formatPath(path), message: `Example upload folder '${point.local_path}' not found inside the plugin folder` })
        continue
      }
      const localPath = `${publicDir}/${point.local_path.replace(/^\.?\/+/, '')}`
      plugin.exampleDirs[localPath] = resolved
      point.local_path = localPath
    }
    sources.push({ mount: [...ENTRY_POINTS, id], source: view(manifest, point, (path) => ['entry_points', id, ...path]) })
  }

  const cards = join(dir, 'cards.yaml')
  const cardsSource = existsSync(cards) ? read(cards) : undefined
  if (cardsSource) sources.push({ mount: ['ui', 'entry', 'cards'], source: cardsSource })

  for (const file of filesIn(join(dir, 'apps'), APP_FILE)) {
    const app = read(join(dir, 'apps', file))
    if (!app) continue
    const key = file.replace(APP_FILE, '')
    const data = asObject(app.data)
    const point = { id: `${name}.apps:${key}`, entry_point_type: 'app', plugin_package: name, name: data.label ?? key, ...(data.description !== undefined && { description: data.description }), app: app.data }
    sources.push({ mount: entryPoint(`apps:${key}`), source: view(app, point, (path) => (path[0] === 'app' ? path.slice(1) : [])) })
  }

  for (const file of filesIn(join(dir, 'tools'), TOOL_FILE)) {
    const tool = read(join(dir, 'tools', file))
    if (!tool) continue
    const key = file.replace(TOOL_FILE, '')
    sources.push({ mount: ['north', 'tools', 'options', key], source: tool })
    const data = asObject(tool.data)
    const point = { id: `${name}.tools:${key}`, entry_point_type: 'north_tool', plugin_package: name, name: data.title ?? key, ...(data.description !== undefined && { description: data.description }) }
    sources.push({ mount: entryPoint(`tools:${key}`), source: view(tool, point, () => []) })
  }

  for (const file of plugin.schemaFiles) {
    const point = { id: `${name}.schemas:${file.slice('schemas/'.length)}`, entry_point_type: 'schema_package', plugin_package: name, name: file.slice('schemas/'.length), upload_id: plugin.schemaUploadId, mainfile: file }
    sources.push({ mount: entryPoint(`schemas:${point.name}`), source: view(manifest, point, () => []) })
  }

  const examples = join(dir, 'examples')
  for (const folder of isDirectory(examples) ? readdirSync(examples).sort() : []) {
    const exampleDir = join(examples, folder)
    if (folder.startsWith('.') || !isDirectory(exampleDir)) continue
    const localPath = `${publicDir}/examples/${folder}`
    plugin.exampleDirs[localPath] = exampleDir
    const { heading, paragraph } = readmeSummary(join(exampleDir, 'README.md'))
    const point = { id: `${name}.examples:${folder}`, entry_point_type: 'example_upload', plugin_package: name, title: heading ?? folder, description: paragraph ?? '', category: title, local_path: localPath }
    sources.push({ mount: entryPoint(`examples:${folder}`), source: view(manifest, point, () => []) })
  }
  return sources
}

/** A source whose data is reshaped; `toFile` turns a path into the new data into one into the file. */
function view(source: SourceDocument, data: unknown, toFile: (path: IssuePath) => IssuePath): SourceDocument {
  return {
    file: source.file,
    data,
    locate: (path) => {
      const filePath = toFile(path)
      const position = source.locate(filePath)
      return { ...position, matched: Math.max(0, position.matched + path.length - filePath.length) }
    },
  }
}

/** The first `# heading` and the first paragraph after it of a README, when there is one. */
function readmeSummary(file: string): { heading?: string; paragraph?: string } {
  if (!existsSync(file)) return {}
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean)
  const headingIndex = blocks.findIndex((block) => /^#\s/.test(block))
  const heading = headingIndex >= 0 ? blocks[headingIndex]!.split('\n')[0]!.replace(/^#\s+/, '') : undefined
  const paragraph = blocks.slice(headingIndex + 1).find((block) => !block.startsWith('#'))
  return { heading, paragraph: paragraph?.replace(/\s*\n\s*/g, ' ') }
}

function filesIn(dir: string, pattern: RegExp): string[] {
  return isDirectory(dir) ? readdirSync(dir).filter((name) => pattern.test(name)).sort() : []
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory()
}

function asObject(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
}
