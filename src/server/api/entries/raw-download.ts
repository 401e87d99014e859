import type { Hono } from 'hono'
import { z } from 'zod'
import { entriesRawDownloadRequestSchema, type DownloadFiles } from '../../../engine/api/schemas/downloads.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import type { FileStore, RecordStore, SearchIndex } from '../../store/interfaces.js'
import { getEntriesQuerySchema, requestFromQueryParameters } from '../search/get-entries.js'
import { fileFilterOf, filesFromQueryParameters } from './download-files.js'
import { streamedZip, zipResponse } from './download-zip.js'
import { MAX_ENTRY_DOWNLOAD, matchingEntries } from './matching-entries.js'
import { entryFiles, entryFolder } from './raw.js'

export interface EntriesDownloadStores {
  search: SearchIndex
  records: RecordStore
  files: FileStore
}

const DESCRIPTION =
  "Streams raw_files.zip: the files of the folder of each matching entry's mainfile under {upload_id}/{path}, and a manifest.json " +
  'with upload_id, entry_id and mainfile of each entry. files: compress (deflate the zip), glob_pattern (matched against the end ' +
  'of the path), re_pattern (searched in the path), include_files (file names; wins over both patterns). owner=all is refused ' +
  `(403), and so are more than ${MAX_ENTRY_DOWNLOAD} entries (400).`

/** GET entries/raw and POST entries/raw/query: one search, one zip, whichever way the request came. */
export function registerEntriesRawDownloadRoutes(app: Hono<AppEnv>, stores: EntriesDownloadStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/raw',
    summary: 'Search entries and download their raw files',
    description: `Searches like GET entries (owner, json_query, quantity=value). ${DESCRIPTION}`,
    tags: ['entries/raw'],
    query: getEntriesQuerySchema,
    response: z.unknown(),
    handler: ({ query, user }, c) => {
      const { files, search } = filesFromQueryParameters(query)
      return rawFilesDownload(stores, requestFromQueryParameters(search), files, user, c.req.raw.signal)
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/entries/raw/query',
    summary: 'Search entries and download their raw files',
    description: `Searches like POST entries/query with the body's owner and query. ${DESCRIPTION}`,
    tags: ['entries/raw'],
    body: entriesRawDownloadRequestSchema,
    response: z.unknown(),
    handler: ({ body, user }, c) => rawFilesDownload(stores, { owner: body.owner, query: body.query }, body.files, user, c.req.raw.signal),
  })
}

async function rawFilesDownload(
  stores: EntriesDownloadStores,
  searchRequest: Record<string, unknown>,
  files: DownloadFiles | undefined,
  user: AuthUser | null,
  signal: AbortSignal,
): Promise<Response> {
  const matching = await matchingEntries(stores, searchRequest, user)
  const wanted = fileFilterOf(files)
  const zip = streamedZip(
    async (zip) => {
      const manifest: { entry_id: string; upload_id: string; mainfile: string }[] = []
      // Entries sharing a folder share its files: each folder is listed once, each file zipped once.
      const walked = new Set<string>()
      const added = new Set<string>()
      for await (const entry of matching.entries(zip.signal)) {
        const uploadId = String(entry.upload_id)
        const mainfile = String(entry.mainfile ?? '')
        manifest.push({ entry_id: String(entry.entry_id), upload_id: uploadId, mainfile: `${uploadId}/${mainfile}` })
        const folder = `${uploadId}/${entryFolder(mainfile)}`
        if (walked.has(folder)) continue
        walked.add(folder)
        for (const path of await entryFiles(stores.files, uploadId, entryFolder(mainfile))) {
          const name = `${uploadId}/${path}`
          if (added.has(name) || !wanted(path)) continue
          added.add(name)
          await zip.addLazy(name, () => stores.files.readStream(uploadId, path))
        }
      }
      await zip.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
    },
    { compress: files?.compress, signal },
  )
  return zipResponse(zip, 'raw_files.zip')
}
