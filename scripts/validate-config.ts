// `npm run validate-config -- [--kind KIND] [--alone] FILE|DIR...`
// Validates YAML or JSON config files; the kind (one app, a list of apps, a NOMAD ui object, a whole
// env object, a strata.yaml deployment file, ...) is told from the content unless --kind names it.
// A directory is loaded as a deployment directory over the default one (`configs/`), as the server loads
// STRATA_CONFIG_DIR, so an overlay that only changes a few keys is checked as merged; `--alone` checks a
// directory by itself. Quantity names in apps must be search quantities of the metainfo. Prints `FILE:LINE:COL PATH: MESSAGE` per problem,
// `valid: FILE` per good file; exits 1 when any file is bad.
import { realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigLoadError, formatIssue, type ConfigIssue } from '../src/engine/config/issues.js'
import { configKinds, detectKind } from '../src/engine/config/kinds.js'
import { loadDeployment, readConfigSource } from '../src/engine/config/load-node.js'
import { locatorOf, validateConfig } from '../src/engine/config/validate.js'
import { deriveSearchQuantities } from '../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../src/engine/metainfo/node.js'

const DEFAULT_CONFIG_DIR = join(import.meta.dirname, '..', 'configs')

function parseArguments(argv: string[]): { kind?: string; alone: boolean; targets: string[] } {
  const targets: string[] = []
  let kind: string | undefined
  let alone = false
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--alone') alone = true
    else if (argv[i] === '--kind') kind = argv[++i]
    else if (argv[i].startsWith('--kind=')) kind = argv[i].slice('--kind='.length)
    else targets.push(argv[i])
  }
  return { kind, alone, targets }
}

function validateFile(file: string, forcedKind?: string): ConfigIssue[] {
  const source = readConfigSource(file)
  const kind = forcedKind ?? detectKind(source.data)
  if (kind === undefined) {
    return [
      {
        file,
        line: 1,
        column: 1,
        path: '',
        message: `Cannot tell which kind of config this is; name it with --kind (${configKinds.types().join(', ')})`,
      },
    ]
  }
  const result = validateConfig(configKinds.resolve(kind).schema, source.data, locatorOf(source))
  return result.ok ? [] : result.issues
}

/** The directories the server would merge for a deployment directory: the defaults first, unless told otherwise. */
function deploymentDirs(dir: string, alone: boolean): string[] {
  if (alone || realpathSync(dir) === realpathSync(DEFAULT_CONFIG_DIR)) return [dir]
  return [DEFAULT_CONFIG_DIR, dir]
}

function validateTarget(target: string, kind: string | undefined, alone: boolean, isSearchQuantity: (name: string) => boolean): ConfigIssue[] {
  try {
    if (statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
      loadDeployment({ configDirs: deploymentDirs(target, alone), isSearchQuantity })
      return []
    }
    return validateFile(target, kind)
  } catch (error) {
    if (error instanceof ConfigLoadError) return [...error.issues]
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'File not found' : String((error as Error).message)
    return [{ file: target, line: 0, column: 0, path: '', message }]
  }
}

const { kind, alone, targets } = parseArguments(process.argv.slice(2))
if (targets.length === 0) {
  console.error('usage: npm run validate-config -- [--kind KIND] [--alone] FILE|DIR...')
  process.exit(2)
}
if (kind !== undefined && !configKinds.has(kind)) {
  console.error(`Unknown --kind '${kind}'. Known kinds: ${configKinds.types().join(', ')}`)
  process.exit(2)
}
// Quantity names in the apps of a deployment directory are checked against the search quantities of Strata's metainfo.
const anyDirectory = targets.some((target) => statSync(target, { throwIfNoEntry: false })?.isDirectory())
const searchQuantities = anyDirectory ? deriveSearchQuantities(await loadStrataMetainfo()) : {}
const isSearchQuantity = (name: string) => name in searchQuantities
let failed = false
for (const target of targets) {
  const issues = validateTarget(target, kind, alone, isSearchQuantity)
  if (issues.length === 0) console.log(`valid: ${target}`)
  for (const issue of issues) console.log(formatIssue(issue))
  failed ||= issues.length > 0
}
process.exit(failed ? 1 : 0)
