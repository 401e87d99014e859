import type { Hono } from 'hono'
import { z } from 'zod'
import { systemFormatSchema, wrapModeSchema } from '../../../engine/archive/api.js'
import { splitArchivePath, valueAtPath } from '../../../engine/archive/paths.js'
import { visibleArchive } from '../../archive/entry-archives.js'
import { structureOf, writeStructure } from '../../archive/structure-files.js'
import { viewerOf } from '../../archive/visibility.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import type { EntryRoutesStores } from './context.js'
import { entryIdParams } from './metadata.js'

const systemsQuery = z.object({
  path: z.string().min(1),
  format: systemFormatSchema.default('cif'),
  wrap_mode: wrapModeSchema.default('original'),
})

export function registerSystemsRoute(app: Hono<AppEnv>, stores: EntryRoutesStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/systems/{entry_id}',
    summary: 'An atomic structure of an entry as a cif, xyz or pdb file',
    description: 'path names the system section, e.g. run/0/system/-1 or results/material/topology/0.',
    tags: ['systems'],
    params: entryIdParams,
    query: systemsQuery,
    response: z.unknown(),
    handler: async ({ params, query, user }) => {
      const { archive } = await visibleArchive(stores.records, params.entry_id, await viewerOf(user, stores.records))
      const structure = structureOf(valueAtPath(archive.archive, splitArchivePath(query.path)))
      if (!structure) throw new ApiError(404, `Could not find a system at path ${query.path}.`)
      const name = `${params.entry_id}_${query.path.replace(/^\/+/, '').replace(/\//g, '_')}.${query.format}`
      return new Response(writeStructure(structure, query.format, query.wrap_mode), {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` },
      })
    },
  })
}
