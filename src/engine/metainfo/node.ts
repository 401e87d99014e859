/** Node-only: reads Strata's metainfo YAML files from disk. Browser code imports `./index.js` instead. */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { LineCounter, parseDocument } from 'yaml'
import { formatProblems, MetainfoError } from './errors.js'
import { buildStrataModel } from './loadStrata.js'
import type { Model } from './types.js'

export const STRATA_METAINFO_DIR = resolve(import.meta.dirname, '..', '..', '..', 'schemas', 'metainfo')

type ParsedYaml = { doc: ReturnType<typeof parseDocument>; lines: LineCounter }

let strata: Promise<Model> | undefined

/**
 * Strata's own metainfo, loaded once per process and shared (search registry, processing, user
 * schemas build on it): parsing its YAML takes a few hundred milliseconds of the main thread.
 */
export function strataMetainfo(): Promise<Model> {
  strata ??= loadStrataMetainfo()
  strata.catch(() => (strata = undefined))
  return strata
}

/** Loads schemas/metainfo/*.yaml into the model; throws when a file is invalid or a name does not resolve. */
export async function loadStrataMetainfo(dir: string = STRATA_METAINFO_DIR): Promise<Model> {
  const names = (await readdir(dir)).filter((name) => /\.ya?ml$/.test(name)).sort()
  const documents = new Map<string, ParsedYaml>()
  for (const name of names) {
    const path = join(dir, name)
    documents.set(relative(process.cwd(), path) || path, parseYaml(await readFile(path, 'utf8'), path))
  }
  const files = [...documents].map(([source, { doc }]) => ({ source, content: doc.toJS() }))
  const model = withLineNumbers(documents, () => buildStrataModel(files))
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
