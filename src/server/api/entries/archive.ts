import type { Hono } from 'hono'
import { archiveQueryBodySchema, archiveQueryResponseSchema } from '../../../engine/archive/api.js'
import type { RequiredSpec } from '../../../engine/archive/required.js'
import { applyRequired } from '../../archive/apply-required.js'
import { parserNameOf, visibleArchive, type StoredArchive } from '../../archive/entry-archives.js'
import { referencedArchiveLoader } from '../../archive/referenced.js'
import { viewerOf, type Viewer } from '../../archive/visibility.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import type { RecordStore, StoredDoc } from '../../store/interfaces.js'
import type { EntryRoutesStores } from './context.js'
import { entryIdParams } from './metadata.js'

/** NOMAD's archive answer: {entry_id, upload_id, parser_name, archive} with the required parts. */
export async function answerArchive(records: RecordStore, entry: StoredDoc, stored: StoredArchive, required: RequiredSpec, viewer: Viewer) {
  const archive = await applyRequired(stored.archive, required, { loadReferenced: referencedArchiveLoader(records, stored.upload_id, viewer) })
  const parserName = parserNameOf(entry)
  return { entry_id: stored.entry_id, upload_id: stored.upload_id, ...(parserName !== undefined && { parser_name: parserName }), archive }
}

export function registerEntryArchiveRoutes(app: Hono<AppEnv>, stores: EntryRoutesStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/{entry_id}/archive',
    summary: 'Get the whole archive (processed data) of an entry',
    tags: ['entries/archive'],
    params: entryIdParams,
    response: archiveQueryResponseSchema,
    handler: async ({ params, user }) => {
      const viewer = await viewerOf(user, stores.records)
      const { entry, archive } = await visibleArchive(stores.records, params.entry_id, viewer)
      return { entry_id: params.entry_id, required: '*' as const, data: await answerArchive(stores.records, entry, archive, '*', viewer) }
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/entries/{entry_id}/archive/query',
    summary: 'Get the parts of an entry archive that `required` selects',
    description:
      'required: "*" (everything), "include-resolved" (everything plus the targets of its references), or an object of keys (with index selectors like run[0], system[-1], calculation[1:3]) and "resolve-inplace".',
    tags: ['entries/archive'],
    params: entryIdParams,
    body: archiveQueryBodySchema,
    response: archiveQueryResponseSchema,
    handler: async ({ params, body, user }) => {
      const required = body?.required ?? '*'
      const viewer = await viewerOf(user, stores.records)
      const { entry, archive } = await visibleArchive(stores.records, params.entry_id, viewer)
      return { required, entry_id: params.entry_id, data: await answerArchive(stores.records, entry, archive, required, viewer) }
    },
  })
}
