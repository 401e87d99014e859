import { Readable } from 'node:stream'
import type { Hono } from 'hono'
import { z } from 'zod'
import { visibleEntry } from '../../archive/entry-archives.js'
import { viewerOf } from '../../archive/visibility.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { zipOfMembers } from '../../uploads/raw-files.js'
import type { EntryRoutesStores } from './context.js'
import { attachmentDisposition } from '../../http/content-disposition.js'

const rawParams = z.object({ entry_id: z.string().min(1), path: z.string().min(1) })

/** Where an entry's raw files are: the folder of its mainfile inside the upload. */
export function entryFolder(mainfile: string): string {
  const slash = mainfile.lastIndexOf('/')
  return slash < 0 ? '' : mainfile.slice(0, slash)
}

/** The files of an entry: everything below the folder of its mainfile (upload-relative paths). */
export async function entryFiles(files: EntryRoutesStores['files'], uploadId: string, folder: string): Promise<string[]> {
  const found: string[] = []
  const pending = [folder]
  while (pending.length > 0) {
    for (const item of await files.list(uploadId, pending.pop())) (item.is_file ? found : pending).push(item.path)
  }
  return found.sort()
}

export function registerEntryRawRoute(app: Hono<AppEnv>, stores: EntryRoutesStores): void {
  defineRoute(app, {
    method: 'get',
    path: '/entries/{entry_id}/raw',
    summary: "The raw files of an entry (the folder of its mainfile) as a zip file",
    tags: ['entries/raw'],
    params: z.object({ entry_id: z.string().min(1) }),
    response: z.unknown(),
    handler: async ({ params, user }) => {
      const entry = await visibleEntry(stores.records, params.entry_id, await viewerOf(user, stores.records))
      const uploadId = String(entry.upload_id)
      const paths = await entryFiles(stores.files, uploadId, entryFolder(String(entry.mainfile ?? '')))
      const zip = zipOfMembers(stores.files, uploadId, async () => paths.map((path) => ({ path, name: path })))
      return new Response(Readable.toWeb(zip) as ReadableStream, {
        headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${params.entry_id}.zip"` },
      })
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/entries/{entry_id}/raw/{path:path}',
    summary: "A raw file of an entry, relative to the folder of the entry's mainfile",
    tags: ['entries/raw'],
    params: rawParams,
    response: z.unknown(),
    handler: async ({ params, user }) => {
      const entry = await visibleEntry(stores.records, params.entry_id, await viewerOf(user, stores.records))
      let relative: string
      try {
        relative = decodeURIComponent(params.path)
      } catch {
        throw new ApiError(422, 'Bad path: ' + params.path)
      }
      if (relative.split('/').some((step) => step === '..')) throw new ApiError(422, 'Bad path: ' + relative)
      const folder = entryFolder(String(entry.mainfile ?? ''))
      const path = folder ? `${folder}/${relative}` : relative
      const uploadId = String(entry.upload_id)
      if (!(await stores.files.exists(uploadId, path))) throw new ApiError(404, 'The requested file does not exist.')
      const content = await stores.files.readStream(uploadId, path)
      const name = relative.split('/').pop() ?? 'file'
      return new Response(Readable.toWeb(content) as ReadableStream, {
        headers: { 'content-type': 'application/octet-stream', 'content-disposition': attachmentDisposition(name) },
      })
    },
  })
}
