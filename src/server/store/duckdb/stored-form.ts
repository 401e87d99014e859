/**
 * The form in which the DuckDB record store keeps a document: its JSON text, with the list of
 * quantity paths of entries and archives named by the hash of its set (see quantity-sets.ts), and
 * the upload it belongs to. Pure: parse workers encode the documents they build, so that the main
 * thread only writes the texts (RecordStore.putEncoded).
 */
import { createHash } from 'node:crypto'
import type { EncodedDoc, QuantitySetText, StoredDoc } from '../interfaces.js'

type Json = Record<string, unknown>

/** Where each collection's documents hold their list: the keys leading to the object with `quantities`. */
export const HOLDER_PATHS: Record<string, string[]> = {
  entries: [],
  archives: ['archive', 'metadata'],
}

export function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
}

function isPathList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((path) => typeof path === 'string')
}

export function holderOf(doc: StoredDoc, path: string[]): Json | undefined {
  let holder: Json | undefined = doc
  for (const key of path) holder = asObject(holder?.[key])
  return holder
}

/**
 * The sets of the lists met last, newest first: an entry and its archive hold one list, and the
 * entries a parser makes of files of one kind share one, so most lists need no encoding and hashing.
 */
const recentSets: { list: readonly string[]; set: QuantitySetText }[] = []
const RECENT_SETS = 8

/** The set of a list: the SHA-1 of its JSON text, and the text. */
export function quantitySetOf(list: readonly string[]): QuantitySetText {
  const recent = recentSets.find((known) => sameList(known.list, list))
  if (recent) return recent.set
  const text = JSON.stringify(list)
  const set = { hash: createHash('sha1').update(text).digest('hex'), text }
  recentSets.unshift({ list: [...list], set })
  if (recentSets.length > RECENT_SETS) recentSets.pop()
  return set
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}

/** The document with its list (if it holds one) replaced by `{quantity_set: hash}`, and the list's set. */
export function withSetNamed(collection: string, doc: StoredDoc): { doc: StoredDoc; list?: readonly string[]; set?: QuantitySetText } {
  const path = HOLDER_PATHS[collection]
  const list = path && holderOf(doc, path)?.quantities
  if (!path || !isPathList(list)) return { doc }
  const set = quantitySetOf(list)
  return { doc: withQuantities(doc, path, { quantity_set: set.hash }), list, set }
}

/** The document as the record store keeps it (the given document is not changed). */
export function encodeDoc(collection: string, doc: StoredDoc): EncodedDoc {
  return encodedOf(withSetNamed(collection, doc))
}

/** The stored form of a document whose set withSetNamed named. */
export function encodedOf(named: ReturnType<typeof withSetNamed>): EncodedDoc {
  return { text: JSON.stringify(named.doc), uploadId: uploadIdOf(named.doc), ...(named.set && { set: named.set }) }
}

/**
 * The upload a document belongs to, kept in a column of its own: listing an upload's entries
 * (every processing run, the upload's entries page) then reads that column instead of every
 * stored document's JSON, which took 35 ms per 1,000 stored entries, whatever the upload's size.
 */
export function uploadIdOf(doc: StoredDoc): string | null {
  return typeof doc.upload_id === 'string' ? doc.upload_id : null
}

/** A copy of doc whose holder (at path) has `quantities` replaced; the objects on the way are copied, the rest shared. */
function withQuantities(doc: StoredDoc, path: string[], quantities: unknown): StoredDoc {
  const [key, ...rest] = path
  if (key === undefined) return { ...doc, quantities }
  return { ...doc, [key]: withQuantities(doc[key] as StoredDoc, rest, quantities) }
}

/**
 * A document back from its stored form, with the list its set names put back (each document
 * gets its own copy); `lists` keeps the lists parsed so far, by set hash.
 */
export function decodeDoc(collection: string, encoded: EncodedDoc, lists: Map<string, readonly string[]>): StoredDoc {
  const doc = JSON.parse(encoded.text) as StoredDoc
  const path = HOLDER_PATHS[collection]
  const holder = path && encoded.set ? holderOf(doc, path) : undefined
  if (!holder || !encoded.set) return doc
  let list = lists.get(encoded.set.hash)
  if (!list) lists.set(encoded.set.hash, (list = JSON.parse(encoded.set.text) as string[]))
  holder.quantities = [...list]
  return doc
}
