import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import type { FileStore, RecordStore, SearchIndex } from '../../store/interfaces.js'
import { getEntriesQuerySchema } from '../search/get-entries.js'
import { streamedZip, zipResponse } from './download-zip.js'
import { matchingEntries } from './matching-entries.js'
import { entryFiles, entryFolder } from './raw.js'

export interface EntriesDownloadStores {
  search: SearchIndex
  records: RecordStore
  files: FileStore
}

export function registerEntriesRawDownloadRoute(app: Hono<AppEnv>, stores: EntriesDownloadStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/raw',
    summary: 'Search entries and download their raw files',
    description:
      'Searches like GET entries (owner, json_query, quantity=value) and streams raw_files.zip: the files of the folder of each ' +
      "matching entry's mainfile under {upload_id}/{path}, and a manifest.json with upload_id, entry_id and mainfile of each entry.",
    tags: ['entries/raw'],
    query: getEntriesQuerySchema,
    response: z.unknown(),
    handler: async ({ query, user }) => {
      const matching = await matchingEntries(stores, query, user)
      const zip = streamedZip(async (zip) => {
        const manifest: { entry_id: string; upload_id: string; mainfile: string }[] = []
        // Entries sharing a folder share its files: each folder is listed once, each file zipped once.
        const walked = new Set<string>()
        const added = new Set<string>()
        for await (const entry of matching.entries()) {
          const uploadId = String(entry.upload_id)
          const mainfile = String(entry.mainfile ?? '')
          manifest.push({ entry_id: String(entry.entry_id), upload_id: uploadId, mainfile: `${uploadId}/${mainfile}` })
          const folder = `${uploadId}/${entryFolder(mainfile)}`
          if (walked.has(folder)) continue
          walked.add(folder)
          for (const path of await entryFiles(stores.files, uploadId, entryFolder(mainfile))) {
            const name = `${uploadId}/${path}`
            if (added.has(name)) continue
            added.add(name)
            zip.addLazy(name, () => stores.files.readStream(uploadId, path))
          }
        }
        await zip.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
      })
      return zipResponse(zip, 'raw_files.zip')
    },
  })
}
