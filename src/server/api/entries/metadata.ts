import type { Hono } from 'hono'
import { z } from 'zod'
import { entryMetadataResponseSchema } from '../../../engine/archive/api.js'
import { visibleEntry } from '../../archive/entry-archives.js'
import { viewerOf } from '../../archive/visibility.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import type { EntryRoutesStores } from './context.js'

export const entryIdParams = z.object({ entry_id: z.string().min(1) })

export function registerEntryMetadataRoute(app: Hono<AppEnv>, stores: EntryRoutesStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/{entry_id}',
    summary: 'Get the metadata of an entry by its id',
    tags: ['entries'],
    params: entryIdParams,
    response: entryMetadataResponseSchema,
    handler: async ({ params, user }) => {
      const entry = await visibleEntry(stores.records, params.entry_id, await viewerOf(user, stores.records))
      return { entry_id: params.entry_id, required: {}, data: entry }
    },
  })
}
