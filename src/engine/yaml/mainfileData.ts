/**
 * Writing an edited `data` section back into an archive mainfile as the user wrote it: JSON as JSON,
 * YAML as YAML with its comments, key order and untouched values kept (only what changed is rewritten).
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml'

type Json = Record<string, unknown>

export const isYamlMainfile = (mainfile: string) => /\.ya?ml$/i.test(mainfile)

/** The mainfile's text with its top-level `data` replaced by `data`; everything else (e.g. definitions) kept. */
export function withData(mainfile: string, text: string, data: unknown): string {
  if (!isYamlMainfile(mainfile)) return JSON.stringify({ ...(JSON.parse(text) as Json), data }, null, 2)
  const doc = parseDocument(text)
  if (doc.errors.length > 0) throw new Error(`${mainfile}: ${doc.errors[0].message}`)
  if (!isMap(doc.contents)) throw new Error(`${mainfile}: the document is not a mapping`)
  const current = doc.get('data', true) as Node | undefined
  if (data === undefined) doc.delete('data')
  else doc.set('data', current ? merged(doc, current, data) : doc.createNode(data))
  return doc.toString()
}

/** `node` changed to hold `value`, reusing the nodes (and so the comments) of what stays. */
function merged(doc: Document, node: Node, value: unknown): Node {
  if (isMap(node) && isPlainObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key
      if (typeof key !== 'string' || !(key in value)) node.delete(pair.key)
    }
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      const existing = node.get(key, true) as Node | undefined
      node.set(key, existing ? merged(doc, existing, item) : doc.createNode(item))
    }
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items.splice(value.length)
    value.forEach((item, index) => {
      const existing = node.items[index] as Node | undefined
      node.items[index] = existing ? merged(doc, existing, item) : doc.createNode(item)
    })
    return node
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    node.value = value
    return node
  }
  return doc.createNode(value) as Node
}

const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
