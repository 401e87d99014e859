import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeDoc, encodeDoc } from '../../../src/server/store/duckdb/stored-form.js'

const paths = ['', 'metadata', 'results', 'results.material', 'results.material.elements']

describe('stored form of documents (encoded where they are built)', () => {
  it("names an entry's quantity list by the SHA-1 of its JSON and gives the document back whole", () => {
    const entry = { entry_id: 'e1', upload_id: 'up1', quantities: [...paths], n_quantities: paths.length }
    const encoded = encodeDoc('entries', entry)
    expect(encoded.uploadId).toBe('up1')
    expect(encoded.set).toEqual({ hash: createHash('sha1').update(JSON.stringify(paths)).digest('hex'), text: JSON.stringify(paths) })
    expect(JSON.parse(encoded.text)).toEqual({ ...entry, quantities: { quantity_set: encoded.set!.hash } })
    expect(entry.quantities).toEqual(paths)
    expect(decodeDoc('entries', encoded, new Map())).toEqual(entry)
  })

  it("finds an archive's list in its metadata, and leaves documents of other collections as they are", () => {
    const archive = { entry_id: 'e1', upload_id: 'up1', archive: { results: {}, metadata: { entry_id: 'e1', quantities: [...paths] } } }
    const encoded = encodeDoc('archives', archive)
    expect(JSON.parse(encoded.text).archive.metadata.quantities).toEqual({ quantity_set: encoded.set!.hash })
    expect(decodeDoc('archives', encoded, new Map())).toEqual(archive)
    const user = { username: 'ada', quantities: [...paths] }
    expect(encodeDoc('users', user)).toEqual({ text: JSON.stringify(user), uploadId: null })
  })

  it('gives equal lists one set, and each decoded document a list of its own', () => {
    const first = encodeDoc('entries', { entry_id: 'e1', quantities: [...paths] })
    const changed = [...paths, 'run']
    const second = encodeDoc('entries', { entry_id: 'e2', quantities: changed })
    changed.push('workflow2')
    const third = encodeDoc('entries', { entry_id: 'e3', quantities: [...paths, 'run'] })
    expect(second.set!.hash).not.toBe(first.set!.hash)
    expect(third.set).toEqual(second.set)
    expect(encodeDoc('entries', { entry_id: 'e4', quantities: [...paths] }).set).toEqual(first.set)
    const lists = new Map<string, readonly string[]>()
    const [a, b] = [decodeDoc('entries', second, lists), decodeDoc('entries', third, lists)]
    expect(a.quantities).toEqual([...paths, 'run'])
    expect(a.quantities).not.toBe(b.quantities)
  })
})
