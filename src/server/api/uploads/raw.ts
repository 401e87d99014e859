/**
 * The raw files of an upload: GET rawdir/{path} (listing, paged, include_entry_info),
 * GET/PUT/DELETE raw/{path}, POST raw-create-dir/{path}, GET bundle.
 */
import { Readable } from 'node:stream'
import { gunzipSync } from 'node:zlib'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { rawDirResponseSchema, uploadResponseSchema } from '../../../engine/api/schemas/uploads.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { entryIdOf } from '../../ids.js'
import { receiveFiles } from '../../uploads/receive.js'
import { contentTypeOf, listDirectory, NOT_FOUND_PATH, rawPath, rawTarget, zipOf } from '../../uploads/raw-files.js'
import { pageOf, queryFlag, uploadData, uploadFor, uploadResponse, type UploadRoutesDeps } from './common.js'
import { entryProcData } from './entries.js'

const pathParams = z.object({ upload_id: z.string(), path: z.string().optional() })

/** Registers a route for `{prefix}/{path:path}`, `{prefix}/` and `{prefix}` (the root). */
function withRootVariants(path: string): string[] {
  const prefix = path.replace('/{path:path}', '')
  return [path, `${prefix}/`, prefix]
}

function accessOf(upload: { published: boolean; with_embargo: boolean }): string {
  return upload.published ? (upload.with_embargo ? 'embargoed' : 'public') : 'unpublished'
}

export function registerRawRoutes(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  const { service } = deps

  for (const path of withRootVariants('/uploads/{upload_id}/rawdir/{path:path}')) {
    defineRoute(app, {
      method: 'get',
      path,
      summary: 'Lists a folder of the raw files (or describes a file), paged',
      tags: ['uploads'],
      params: pathParams,
      query: z.object({ page: z.coerce.number().int().min(1).default(1), page_size: z.coerce.number().int().min(0).default(500), include_entry_info: queryFlag.default(false) }),
      response: rawDirResponseSchema,
      handler: async ({ params, query, user }, c) => {
        const { upload } = await uploadFor(deps, user, params.upload_id, 'view')
        const path = rawPath(params.path)
        const target = await rawTarget(service.files, upload.upload_id, path, upload.directories)
        if (!target) throw new ApiError(404, NOT_FOUND_PATH)
        const entries = query.include_entry_info ? new Map((await service.entriesOf(upload.upload_id)).map((entry) => [entry.mainfile as string, entry])) : undefined
        const entryInfo = (filePath: string) => {
          const entry = entries?.get(filePath)
          return entry ? { entry_id: entry.entry_id as string, parser_name: entry.parser_name as string } : {}
        }
        const name = path.split('/').at(-1) ?? ''
        if (target.kind === 'file') return { path, access: accessOf(upload), file_metadata: { name, size: target.size, ...entryInfo(path) } }
        const listing = await listDirectory(service.files, upload.upload_id, path, upload.directories)
        const items = listing.content.map((item) => ({ ...item, ...(item.is_file ? entryInfo(path === '' ? item.name : `${path}/${item.name}`) : {}) }))
        const page = pageOf(items, { page: query.page, page_size: query.page_size, order: 'asc' }, c.req.url)
        return { path, access: accessOf(upload), directory_metadata: { name, size: listing.size, content: page.data }, pagination: page.pagination }
      },
    })
  }

  for (const path of withRootVariants('/uploads/{upload_id}/raw/{path:path}')) {
    defineRoute(app, {
      method: 'get',
      path,
      summary: 'A raw file (offset, length, decompress) or, for a folder or with compress=true, a zip of it',
      tags: ['uploads'],
      params: pathParams,
      query: z.object({
        offset: z.coerce.number().int().min(0).default(0),
        length: z.coerce.number().int().default(-1),
        decompress: queryFlag.default(false),
        ignore_mime_type: queryFlag.default(false),
        compress: queryFlag.default(false),
      }),
      response: z.any(),
      handler: async ({ params, query, user }, c) => {
        const { upload } = await uploadFor(deps, user, params.upload_id, 'download')
        const path = rawPath(params.path)
        const target = await rawTarget(service.files, upload.upload_id, path, upload.directories)
        if (!target) throw new ApiError(404, NOT_FOUND_PATH)
        if (target.kind === 'dir' || query.compress) {
          const zipName = `${(path === '' ? upload.upload_id : path.split('/').at(-1)) ?? upload.upload_id}.zip`
          const stream = target.kind === 'dir' ? zipOf(service.files, upload.upload_id, path) : zipOf(service.files, upload.upload_id, '', {})
          return streamResponse(c, stream, 'application/zip', zipName)
        }
        let content = Buffer.from(await service.files.read(upload.upload_id, path))
        if (query.decompress && path.endsWith('.gz')) content = gunzipSync(content)
        const end = query.length < 0 ? content.length : Math.min(content.length, query.offset + query.length)
        const body = content.subarray(Math.min(query.offset, content.length), end)
        const type = query.ignore_mime_type ? 'application/octet-stream' : contentTypeOf(path)
        return new Response(body, { headers: { 'content-type': type, 'content-length': String(body.length) } })
      },
    })

    defineRoute(app, {
      method: 'put',
      path,
      summary: 'Adds files (body or multipart `file`; archives are unpacked) to a folder, or copies/moves a file there; then reprocesses',
      tags: ['uploads'],
      auth: 'required',
      params: pathParams,
      query: z.object({
        file_name: z.string().optional(),
        overwrite_if_exists: queryFlag.default(true),
        copy_or_move: z.enum(['copy', 'move']).optional(),
        copy_or_move_source_path: z.string().optional(),
        wait_for_processing: queryFlag.default(false),
        include_archive: queryFlag.default(false),
        entry_hash: z.string().optional(),
      }),
      response: uploadResponseSchema,
      handler: async ({ params, query, user }, c) => putRaw(deps, user!, params, query, c),
    })

    defineRoute(app, {
      method: 'delete',
      path,
      summary: 'Deletes a file or folder of the raw files; then reprocesses',
      tags: ['uploads'],
      auth: 'required',
      params: pathParams,
      response: uploadResponseSchema,
      handler: async ({ params, user }) => {
        const { upload } = await uploadFor(deps, user, params.upload_id, 'edit')
        service.assertNotProcessing(upload)
        const path = rawPath(params.path)
        const target = await rawTarget(service.files, upload.upload_id, path, upload.directories)
        if (!target) throw new ApiError(404, NOT_FOUND_PATH)
        if (path === '') for (const item of await service.files.list(upload.upload_id, '')) await service.files.remove(upload.upload_id, item.path)
        else if (await service.files.exists(upload.upload_id, path)) await service.files.remove(upload.upload_id, path)
        await service.update(upload.upload_id, (doc) => ({ ...doc, directories: doc.directories.filter((dir) => path !== '' && dir !== path && !dir.startsWith(`${path}/`)) }))
        return uploadResponse(await service.requestProcessing(upload.upload_id))
      },
    })
  }

  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/raw-create-dir/{path:path}',
    summary: 'Creates an empty folder in the raw files',
    tags: ['uploads'],
    auth: 'required',
    params: pathParams,
    response: uploadResponseSchema,
    handler: async ({ params, user }) => {
      const { upload } = await uploadFor(deps, user, params.upload_id, 'edit')
      const path = rawPath(params.path)
      if (path === '') throw new ApiError(400, 'A folder needs a name.')
      if (await rawTarget(service.files, upload.upload_id, path, upload.directories)) throw new ApiError(400, 'The path already exists.')
      return uploadResponse(await service.update(upload.upload_id, (doc) => ({ ...doc, directories: [...doc.directories, path] })))
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/uploads/{upload_id}/bundle',
    summary: 'The upload as one zip: raw files plus bundle_info.json (upload and entries)',
    tags: ['uploads'],
    params: z.object({ upload_id: z.string() }),
    response: z.any(),
    handler: async ({ params, user }, c) => {
      const { upload } = await uploadFor(deps, user, params.upload_id, 'download')
      const entries = await service.entriesOf(upload.upload_id)
      const info = JSON.stringify({ upload: uploadData(upload), entries: entries.map(entryProcData) }, null, 2)
      return streamResponse(c, zipOf(service.files, upload.upload_id, '', { 'bundle_info.json': info }), 'application/zip', `${upload.upload_id}.zip`)
    },
  })
}

function streamResponse(_c: Context<AppEnv>, stream: NodeJS.ReadableStream, type: string, fileName: string): Response {
  return new Response(Readable.toWeb(stream as import('node:stream').Readable) as ReadableStream, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName.replace(/"/g, '')}"` },
  })
}

async function putRaw(
  deps: UploadRoutesDeps,
  user: AuthUser,
  params: z.output<typeof pathParams>,
  query: { file_name?: string; overwrite_if_exists: boolean; copy_or_move?: 'copy' | 'move'; copy_or_move_source_path?: string; wait_for_processing: boolean },
  c: Context<AppEnv>,
) {
  const { service } = deps
  const { upload } = await uploadFor(deps, user, params.upload_id, 'edit')
  service.assertNotProcessing(upload)
  const dir = rawPath(params.path)
  let written: string | undefined
  if (query.copy_or_move) {
    if (!query.copy_or_move_source_path) throw new ApiError(400, 'copy_or_move needs copy_or_move_source_path.')
    const source = rawPath(query.copy_or_move_source_path)
    if (!(await service.files.exists(upload.upload_id, source))) throw new ApiError(404, NOT_FOUND_PATH)
    const name = query.file_name ?? source.split('/').at(-1)!
    const target = dir === '' ? name : `${dir}/${name}`
    if (!query.overwrite_if_exists && (await service.files.exists(upload.upload_id, target))) throw new ApiError(409, `The file ${target} already exists.`)
    await service.files.write(upload.upload_id, target, await service.files.read(upload.upload_id, source))
    if (query.copy_or_move === 'move') await service.files.remove(upload.upload_id, source)
    written = target
  }
  const received = query.copy_or_move
    ? []
    : await receiveFiles(c.req.raw, { stagingDir: service.stagingDirOf(upload.upload_id), fileName: query.file_name, targetDir: dir, sizeLimit: service.options.uploadSizeLimitBytes })
  if (!query.overwrite_if_exists) {
    for (const file of received) {
      const target = dir === '' ? file.file_name : `${dir}/${file.file_name}`
      if (await service.files.exists(upload.upload_id, target)) throw new ApiError(409, `The file ${target} already exists.`)
    }
  }
  if (received.length === 1) written = dir === '' ? received[0].file_name : `${dir}/${received[0].file_name}`
  let updated = await service.addFilesAndProcess(upload.upload_id, received)
  if (!query.wait_for_processing) return uploadResponse(updated)
  await Promise.race([service.queue.idle(upload.upload_id), new Promise((resolveLater) => setTimeout(resolveLater, deps.waitForProcessingMs ?? 60_000))])
  updated = await service.require(upload.upload_id)
  const entry = written ? (await service.entriesOf(upload.upload_id)).find((doc) => doc.mainfile === written) : undefined
  return {
    ...uploadResponse(updated),
    ...(written
      ? { processing: { upload_id: upload.upload_id, path: written, entry_id: entry ? entryIdOf(upload.upload_id, written) : null, parser_name: entry?.parser_name ?? null, entry: entry ? entryProcData(entry) : null, archive: null } }
      : {}),
  }
}
