import type { Hono } from 'hono'
import { z } from 'zod'
import { storedArchive } from '../../archive/entry-archives.js'
import { viewerOf } from '../../archive/visibility.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import { getEntriesQuerySchema } from '../search/get-entries.js'
import { answerArchive } from './archive.js'
import { streamedZip, zipResponse } from './download-zip.js'
import { matchingEntries } from './matching-entries.js'
import type { EntriesDownloadStores } from './raw-download.js'

export function registerEntriesArchiveDownloadRoute(app: Hono<AppEnv>, stores: EntriesDownloadStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/archive/download',
    summary: 'Search entries and download their archives',
    description:
      'Searches like GET entries (owner, json_query, quantity=value) and streams archives.zip: {upload_id}/{entry_id}.json with the ' +
      'whole archive of each matching entry, and a manifest.json with entry_id, upload_id, parser_name and path of each entry.',
    tags: ['entries/archive'],
    query: getEntriesQuerySchema,
    response: z.unknown(),
    handler: async ({ query, user }) => {
      const matching = await matchingEntries(stores, query, user)
      const viewer = await viewerOf(user, stores.records)
      const zip = streamedZip(async (zip) => {
        const manifest: Record<string, unknown>[] = []
        for await (const entry of matching.entries()) {
          const entryId = String(entry.entry_id)
          const stored = await storedArchive(stores.records, entryId)
          const path = `${String(entry.upload_id)}/${entryId}.json`
          manifest.push({ entry_id: entryId, upload_id: entry.upload_id, parser_name: entry.parser_name, ...(stored && { path }) })
          if (!stored) continue
          const answer = await answerArchive(stores.records, entry, stored, '*', viewer)
          await zip.addBuffer(path, Buffer.from(JSON.stringify(answer, null, 2)))
        }
        await zip.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
      })
      return zipResponse(zip, 'archives.zip')
    },
  })
}
