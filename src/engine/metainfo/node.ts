/** Node-only: reads Strata's metainfo YAML files from disk. Browser code imports `./index.js` instead. */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { LineCounter, parseDocument } from 'yaml'
import { formatProblems, MetainfoError } from './errors.js'
import { buildStrataModel, type MetainfoSourceFile } from './loadStrata.js'
import type { Model } from './types.js'

export const STRATA_METAINFO_DIR = resolve(import.meta.dirname, '..', '..', '..', 'schemas', 'metainfo')

type ParsedYaml = { doc: ReturnType<typeof parseDocument>; lines: LineCounter }

type ReadMetainfo = { documents: Map<string, ParsedYaml>; files: MetainfoSourceFile[] }

let strataFiles: Promise<MetainfoSourceFile[]> | undefined
let strata: Promise<Model> | undefined

/**
 * Strata's own metainfo, loaded once per process and shared (search registry, processing, user
 * schemas build on it): parsing its YAML takes a few hundred milliseconds of the main thread.
 */
export function strataMetainfo(): Promise<Model> {
  // An invalid file is read again for the error's line numbers (the YAML documents are not kept).
  strata ??= strataMetainfoFiles().then((files) => {
    try {
      return buildChecked(files)
    } catch (error) {
      if (error instanceof MetainfoError) return loadStrataMetainfo()
      throw error
    }
  })
  strata.catch(() => (strata = undefined))
  return strata
}

/**
 * The parsed contents of Strata's metainfo files, read once per process; a thread that builds the
 * model from them instead (a parse worker, adoptStrataMetainfoFiles) saves parsing their YAML again:
 * cloning them costs about 2 ms, the YAML 0.4-0.8 s of a worker's first upload.
 */
export function strataMetainfoFiles(): Promise<MetainfoSourceFile[]> {
  strataFiles ??= readStrataMetainfo(STRATA_METAINFO_DIR).then(({ files }) => files)
  strataFiles.catch(() => (strataFiles = undefined))
  return strataFiles
}

/** Makes strataMetainfo() build from the files another thread read (strataMetainfoFiles()). */
export function adoptStrataMetainfoFiles(files: MetainfoSourceFile[]): void {
  strataFiles = Promise.resolve(files)
  strata = undefined
}

/** Loads schemas/metainfo/*.yaml into the model; throws when a file is invalid or a name does not resolve. */
export async function loadStrataMetainfo(dir: string = STRATA_METAINFO_DIR): Promise<Model> {
  const { documents, files } = await readStrataMetainfo(dir)
  return withLineNumbers(documents, () => buildChecked(files))
}

async function readStrataMetainfo(dir: string): Promise<ReadMetainfo> {
  const names = (await readdir(dir)).filter((name) => /\.ya?ml$/.test(name)).sort()
  const documents = new Map<string, ParsedYaml>()
  for (const name of names) {
    const path = join(dir, name)
    documents.set(relative(process.cwd(), path) || path, parseYaml(await readFile(path, 'utf8'), path))
  }
  return { documents, files: [...documents].map(([source, { doc }]) => ({ source, content: doc.toJS() })) }
}

function buildChecked(files: MetainfoSourceFile[]): Model {
  const model = buildStrataModel(files)
  const errors = model.problems.filter((p) => p.severity === 'error')
  if (errors.length) throw new Error(`Strata metainfo has ${errors.length} problem(s):\n${formatProblems(errors)}`)
  return model
}

function parseYaml(text: string, source: string): ParsedYaml {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  if (doc.errors.length) throw new MetainfoError(source, doc.errors.map((e) => e.message))
  return { doc, lines }
}

/** Adds `line N` to schema errors, found from the YAML node at the failing path. */
function withLineNumbers<T>(documents: Map<string, ParsedYaml>, build: () => T): T {
  try {
    return build()
  } catch (error) {
    if (!(error instanceof MetainfoError)) throw error
    const parsed = documents.get(error.source)
    const details = error.details.map((detail) => {
      const path = detail.slice(0, detail.indexOf(':')).split('.')
      for (let n = path.length; parsed && n > 0; n--) {
        const node = parsed.doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined
        if (node?.range) return `line ${parsed.lines.linePos(node.range[0]).line}, ${detail}`
      }
      return detail
    })
    throw new MetainfoError(error.source, details)
  }
}
