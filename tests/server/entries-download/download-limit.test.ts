/** The entry limit of entries/raw and entries/archive/download (NOMAD's max_entry_download). */
import { describe, expect, it } from 'vitest'
import { MAX_ENTRY_DOWNLOAD, matchingEntries } from '../../../src/server/api/entries/matching-entries.js'
import { ApiError } from '../../../src/server/http/errors.js'
import type { IndexSearchRequest, RecordStore, SearchIndex, StoredDoc } from '../../../src/server/store/interfaces.js'

/** A search index holding `total` matching entries with ids e0000, e0001, ... */
function indexOf(total: number, asked: IndexSearchRequest[] = []): SearchIndex {
  const ids = Array.from({ length: total }, (_, i) => `e${String(i).padStart(6, '0')}`)
  return {
    async search(request: IndexSearchRequest) {
      asked.push(request)
      const after = request.pagination.page_after_value
      const start = after ? ids.indexOf(after) + 1 : 0
      const page = ids.slice(start, start + request.pagination.page_size)
      const data: StoredDoc[] = page.map((entry_id) => ({ entry_id }))
      return { total, data, aggregations: {}, ...(start + page.length < total && { next_page_after_value: page.at(-1) }) }
    },
  } as SearchIndex
}

/** The record store behind the index: every entry is published, so anyone may see it. */
const records = { get: async (_collection: string, entryId: string) => ({ entry_id: entryId, published: true, with_embargo: false }) } as unknown as RecordStore

describe('entries download limit', () => {
  it(`refuses more than ${MAX_ENTRY_DOWNLOAD} entries with a 400 naming the limit and the count`, async () => {
    const refused = await matchingEntries({ search: indexOf(MAX_ENTRY_DOWNLOAD + 1), records }, { owner: 'public' }, null).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).status).toBe(400)
    expect((refused as ApiError).detail).toBe('The limit of maximum number of entries in a single download (50000) has been exceeded (50001).')
  })

  it('walks through every page with page_after_value', async () => {
    const asked: IndexSearchRequest[] = []
    const matching = await matchingEntries({ search: indexOf(2500, asked), records }, { owner: 'public', query: { upload_id: ['u1'] } }, null)
    const ids: string[] = []
    for await (const entry of matching.entries()) ids.push(String(entry.entry_id))
    expect(ids).toHaveLength(2500)
    expect(new Set(ids).size).toBe(2500)
    expect(asked.map((request) => request.pagination.page_after_value)).toEqual([undefined, 'e000999', 'e001999'])
    expect(asked[0].owner).toBe('public')
  })
})
