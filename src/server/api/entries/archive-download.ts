import type { Hono } from 'hono'
import { z } from 'zod'
import { entriesArchiveDownloadRequestSchema } from '../../../engine/api/schemas/downloads.js'
import type { RequiredSpec } from '../../../engine/archive/required.js'
import { storedArchive } from '../../archive/entry-archives.js'
import { viewerOf } from '../../archive/visibility.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import { getEntriesQuerySchema, requestFromQueryParameters } from '../search/get-entries.js'
import { answerArchive } from './archive.js'
import { filesFromQueryParameters } from './download-files.js'
import { streamedZip, zipResponse } from './download-zip.js'
import { MAX_ENTRY_DOWNLOAD, matchingEntries } from './matching-entries.js'
import type { EntriesDownloadStores } from './raw-download.js'

const DESCRIPTION =
  'Streams archives.zip: {upload_id}/{entry_id}.json with the archive of each matching entry, and a manifest.json with entry_id, ' +
  `upload_id, parser_name and path of each entry. files.compress deflates the zip (its file patterns, as in NOMAD, only pick raw files and are ignored here). owner=all is refused (403), and so are more than ${MAX_ENTRY_DOWNLOAD} entries (400).`

/** GET entries/archive/download and POST entries/archive/download/query: one search, one zip. */
export function registerEntriesArchiveDownloadRoutes(app: Hono<AppEnv>, stores: EntriesDownloadStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/archive/download',
    summary: 'Search entries and download their archives',
    description: `Searches like GET entries (owner, json_query, quantity=value); the whole archives. ${DESCRIPTION}`,
    tags: ['entries/archive'],
    query: getEntriesQuerySchema,
    response: z.unknown(),
    handler: ({ query, user }, c) => {
      const { files, search } = filesFromQueryParameters(query)
      return archivesDownload(stores, requestFromQueryParameters(search), '*', files.compress, user, c.req.raw.signal)
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/entries/archive/download/query',
    summary: 'Search entries and download their archives',
    description: `Searches like POST entries/query with the body's owner and query; required picks the parts of each archive (default "*"). ${DESCRIPTION}`,
    tags: ['entries/archive'],
    body: entriesArchiveDownloadRequestSchema,
    response: z.unknown(),
    handler: ({ body, user }, c) =>
      archivesDownload(stores, { owner: body.owner, query: body.query }, body.required, body.files?.compress ?? false, user, c.req.raw.signal),
  })
}

async function archivesDownload(
  stores: EntriesDownloadStores,
  searchRequest: Record<string, unknown>,
  required: RequiredSpec,
  compress: boolean,
  user: AuthUser | null,
  signal: AbortSignal,
): Promise<Response> {
  const matching = await matchingEntries(stores, searchRequest, user)
  const viewer = await viewerOf(user, stores.records)
  const zip = streamedZip(
    async (zip) => {
      const manifest: Record<string, unknown>[] = []
      for await (const entry of matching.entries(zip.signal)) {
        const entryId = String(entry.entry_id)
        const stored = await storedArchive(stores.records, entryId)
        const path = `${String(entry.upload_id)}/${entryId}.json`
        manifest.push({ entry_id: entryId, upload_id: entry.upload_id, parser_name: entry.parser_name, ...(stored && { path }) })
        if (!stored) continue
        const answer = await answerArchive(stores.records, entry, stored, required, viewer)
        await zip.addBuffer(path, Buffer.from(JSON.stringify(answer, null, 2)))
      }
      await zip.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
    },
    { compress, signal },
  )
  return zipResponse(zip, 'archives.zip')
}
