import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { ConfigLoadError, type ConfigIssue } from '../../engine/config/issues.js'
import { loadDeployment, type Deployment } from '../../engine/config/load-node.js'
import { currentDocuments, documentFile, STUDIO_KINDS, type StudioDocument } from './documents.js'
import { StudioStore, type StudioVersion } from './studio-store.js'

/** A problem of a proposed document, with the file named relative to its deployment directory. */
export type StudioIssue = Pick<ConfigIssue, 'file' | 'line' | 'column' | 'path' | 'message'>

export type StudioResult = { ok: true; version?: StudioVersion } | { ok: false; issues: StudioIssue[] }

export interface StudioServiceOptions {
  /** The deployment directories of the server; the studio's directory is loaded after them. */
  configDirs: string[]
  studioDir: string
  isSearchQuantity?: (name: string) => boolean
  /** Told the reloaded deployment after every save, so that it applies without a restart. */
  onReload: (deployment: Deployment) => void
}

/** Reads, validates, saves and restores the deployment's config documents (see README: Config studio). */
export class StudioService {
  readonly store: StudioStore
  private deployment: Deployment

  constructor(
    private readonly options: StudioServiceOptions,
    deployment: Deployment,
  ) {
    this.store = new StudioStore(options.studioDir)
    this.deployment = deployment
  }

  kinds() {
    return STUDIO_KINDS
  }

  documents(): (StudioDocument & { yaml?: string })[] {
    return currentDocuments(this.deployment).map((doc) => ({ ...doc, yaml: this.store.read(documentFile(doc.id)!) }))
  }

  /** Loads the whole deployment with the document replaced by `yaml`, as the server would at start. */
  validate(id: string, yaml: string): StudioResult {
    const file = documentFile(id)
    if (file === undefined) return { ok: false, issues: [{ file: id, line: 0, column: 0, path: '', message: `Unknown config document '${id}'` }] }
    const trial = mkdtempSync(join(tmpdir(), 'strata-studio-'))
    try {
      if (existsSync(this.options.studioDir)) cpSync(this.options.studioDir, trial, { recursive: true, filter: (source) => !source.includes('.versions') })
      mkdirSync(dirname(join(trial, file)), { recursive: true })
      writeFileSync(join(trial, file), yaml)
      this.load([...this.options.configDirs, trial])
      return { ok: true }
    } catch (error) {
      if (!(error instanceof ConfigLoadError)) throw error
      const named = (issueFile: string) => (issueFile.startsWith(trial) ? relative(trial, issueFile) : issueFile)
      return { ok: false, issues: error.issues.map((issue) => ({ ...issue, file: named(issue.file) })) }
    } finally {
      rmSync(trial, { recursive: true, force: true })
    }
  }

  /** Validates, then writes the document into the studio directory, keeps it as a version and applies it. */
  save(id: string, yaml: string, user: string): StudioResult {
    const checked = this.validate(id, yaml)
    if (!checked.ok) return checked
    const version = this.store.save(id, documentFile(id)!, yaml, user)
    this.deployment = this.load([...this.options.configDirs, this.options.studioDir])
    this.options.onReload(this.deployment)
    return { ok: true, version }
  }

  /** Saves a kept version again (as a new version). */
  restore(id: string, version: number, user: string): StudioResult | undefined {
    const text = this.store.versionText(id, version)
    return text === undefined ? undefined : this.save(id, text, user)
  }

  private load(configDirs: string[]): Deployment {
    return loadDeployment({ configDirs, isSearchQuantity: this.options.isSearchQuantity })
  }
}
