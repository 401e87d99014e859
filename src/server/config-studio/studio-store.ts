import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** One kept version of a document: what was saved, when and by whom. */
export interface StudioVersion {
  version: number
  saved_at: string
  saved_by: string
}

/**
 * The studio's layer of the deployment: documents saved in the studio live in `dir` (a deployment
 * directory loaded after all others), and every save is kept under `dir/.versions/<id>/<n>.yaml`.
 */
export class StudioStore {
  constructor(readonly dir: string) {}

  /** The YAML saved for a document, or undefined when the studio never saved it. */
  read(file: string): string | undefined {
    const path = join(this.dir, file)
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined
  }

  /** Writes the document (atomically) and keeps it as the next version. */
  save(id: string, file: string, yaml: string, user: string): StudioVersion {
    const version: StudioVersion = { version: this.versions(id).length + 1, saved_at: new Date().toISOString(), saved_by: user }
    const versionDir = this.versionDir(id)
    mkdirSync(versionDir, { recursive: true })
    writeFileSync(join(versionDir, `${version.version}.yaml`), yaml)
    writeFileSync(join(versionDir, `${version.version}.json`), JSON.stringify(version))
    writeAtomically(join(this.dir, file), yaml)
    return version
  }

  versions(id: string): StudioVersion[] {
    const versionDir = this.versionDir(id)
    if (!existsSync(versionDir)) return []
    return readdirSync(versionDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(versionDir, name), 'utf8')) as StudioVersion)
      .sort((a, b) => a.version - b.version)
  }

  versionText(id: string, version: number): string | undefined {
    const path = join(this.versionDir(id), `${version}.yaml`)
    return Number.isInteger(version) && existsSync(path) ? readFileSync(path, 'utf8') : undefined
  }

  private versionDir(id: string): string {
    return join(this.dir, '.versions', ...id.split('/'))
  }
}

function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.saving`
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}
