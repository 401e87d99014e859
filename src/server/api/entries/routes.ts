import type { Hono } from 'hono'
import type { AppEnv } from '../../http/context.js'
import { registerArchivesQueryRoute } from './archives-query.js'
import { registerEntryArchiveRoutes } from './archive.js'
import { registerEntriesArchiveDownloadRoutes } from './archive-download.js'
import type { EntryRoutesStores } from './context.js'
import { registerEntryMetadataRoute } from './metadata.js'
import { registerEntryRawRoute } from './raw.js'
import { registerEntriesRawDownloadRoutes } from './raw-download.js'
import { registerSystemsRoute } from './systems.js'

/** Entries by id, their archives (archive/query with required), raw files and structure files. */
export function registerEntryRoutes(app: Hono<AppEnv>, stores: EntryRoutesStores): void {
  // The many-entries route first: its literal 'archive' segment must not be taken for an entry id.
  registerArchivesQueryRoute(app, stores)
  if (stores.search) {
    const withSearch = { ...stores, search: stores.search }
    registerEntriesRawDownloadRoutes(app, withSearch)
    registerEntriesArchiveDownloadRoutes(app, withSearch)
  }
  registerEntryMetadataRoute(app, stores)
  registerEntryArchiveRoutes(app, stores)
  registerEntryRawRoute(app, stores)
  registerSystemsRoute(app, stores)
}
