/**
 * The raw files of an upload: GET rawdir/{path} (listing, paged, include_entry_info),
 * GET/PUT/DELETE raw/{path}, POST raw-create-dir/{path}, GET bundle.
 */
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { rawDirResponseSchema, uploadResponseSchema } from '../../../engine/api/schemas/uploads.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { entryIdOf } from '../../ids.js'
import { receiveFiles, sizeLimitMessage } from '../../uploads/receive.js'
import { archiveKindOf } from '../../processing/unpack/unpack.js'
import { contentTypeOf, listDirectory, NOT_FOUND_PATH, rawPath, rawTarget, zipOf, zipOfFile } from '../../uploads/raw-files.js'
import { readRawFile } from '../../uploads/raw-read.js'
import type { UploadDoc } from '../../uploads/upload-doc.js'
import { entryHashOf } from '../../processing/entry-hash.js'
import { pageOf, queryFlag, uploadData, uploadFor, uploadResponse, type UploadRoutesDeps } from './common.js'
import { entryProcData } from './entries.js'
import { attachmentDisposition } from '../../http/content-disposition.js'

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
      summary: 'A raw file (offset, length, decompress), or with compress=true a zip of the file or folder',
      tags: ['uploads'],
      params: pathParams,
      query: z.object({
        offset: z.coerce.number().int().default(0),
        length: z.coerce.number().int().default(-1),
        decompress: queryFlag.default(false),
        ignore_mime_type: queryFlag.default(false),
        compress: queryFlag.default(false),
      }),
      response: z.any(),
      handler: async ({ params, query, user }, c) => {
        if (query.compress && (query.offset !== 0 || query.length !== -1)) throw new ApiError(400, 'Cannot specify `offset` or `length` when `compress` is true')
        const { upload } = await uploadFor(deps, user, params.upload_id, 'download')
        const path = rawPath(params.path)
        const target = await rawTarget(service.files, upload.upload_id, path, upload.directories)
        if (!target) throw new ApiError(404, NOT_FOUND_PATH)
        const name = path.split('/').at(-1) ?? ''
        if (target.kind === 'dir') {
          if (!query.compress) throw new ApiError(400, 'Path is a directory, `compress` must be set to true')
          return streamResponse(c, zipOf(service.files, upload.upload_id, path), 'application/zip', `${path === '' ? upload.upload_id : name}.zip`)
        }
        if (query.compress) return streamResponse(c, zipOfFile(service.files, upload.upload_id, path), 'application/zip', `${name}.zip`)
        if (query.offset < 0) throw new ApiError(400, 'Invalid offset provided.')
        if (query.length <= 0 && query.length !== -1) throw new ApiError(400, 'Invalid length provided. Should be greater than 0, or -1 if the remainder of the file should be read.')
        const whole = query.offset === 0 && query.length === -1
        const type = query.ignore_mime_type || !whole ? 'application/octet-stream' : contentTypeOf(path)
        const read = await readRawFile(service.files, upload.upload_id, path, target.size, query)
        return new Response(Readable.toWeb(read.stream) as ReadableStream, { headers: { 'content-type': type, ...(read.size !== undefined ? { 'content-length': String(read.size) } : {}) } })
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
        // NOMAD's default: true (replace).
        overwrite_if_exists: queryFlag.optional(),
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
    headers: { 'content-type': type, 'content-disposition': attachmentDisposition(fileName) },
  })
}

/** NOMAD's answer when a PUT would replace a file and overwrite_if_exists is false (spec 2 §8). */
export const PATH_EXISTS = 'The provided path already exists and overwrite_if_exists is set to False.'
export const ENTRY_CHANGED = 'The file was changed since the entry with the given entry_hash was loaded. Reload the entry and apply your changes again.'

async function putRaw(
  deps: UploadRoutesDeps,
  user: AuthUser,
  params: z.output<typeof pathParams>,
  query: { file_name?: string; overwrite_if_exists?: boolean; copy_or_move?: 'copy' | 'move'; copy_or_move_source_path?: string; wait_for_processing: boolean; entry_hash?: string },
  c: Context<AppEnv>,
) {
  const { service } = deps
  const { upload } = await uploadFor(deps, user, params.upload_id, 'edit')
  service.assertNotProcessing(upload)
  const dir = rawPath(params.path)
  const within = (name: string) => (dir === '' ? name : `${dir}/${name}`)
  if (query.entry_hash !== undefined) {
    if (!query.file_name) throw new ApiError(400, 'entry_hash needs file_name: the file whose entry was loaded.')
    if ((await entryHashOf(service.files, upload.upload_id, within(query.file_name))) !== query.entry_hash) throw new ApiError(409, ENTRY_CHANGED)
  }
  let written: string | undefined
  if (query.copy_or_move) {
    if (!query.copy_or_move_source_path) throw new ApiError(400, 'copy_or_move needs copy_or_move_source_path.')
    const source = rawPath(query.copy_or_move_source_path)
    const sourceTarget = await rawTarget(service.files, upload.upload_id, source, [])
    if (sourceTarget?.kind !== 'file') throw new ApiError(404, NOT_FOUND_PATH)
    const target = within(query.file_name ?? source.split('/').at(-1)!)
    // Copy and move replace a file only when asked to explicitly (NOMAD never does).
    if (query.overwrite_if_exists !== true && (await service.files.exists(upload.upload_id, target))) {
      throw new ApiError(409, query.overwrite_if_exists === false ? PATH_EXISTS : 'The provided path already exists.')
    }
    if (query.copy_or_move === 'copy') {
      // A move keeps the upload's size; only a copy adds to it.
      const budget = await service.sizeBudget(upload)
      if (budget.stored + sourceTarget.size > budget.limit) throw new ApiError(400, sizeLimitMessage(budget.limit, budget.stored))
    }
    await service.files.write(upload.upload_id, target, await service.files.readStream(upload.upload_id, source))
    if (query.copy_or_move === 'move') await service.files.remove(upload.upload_id, source)
    written = target
  }
  const received = query.copy_or_move
    ? []
    : await receiveFiles(c.req.raw, { stagingDir: service.stagingDirOf(upload.upload_id), fileName: query.file_name, targetDir: dir, budget: await service.sizeBudget(upload) })
  if (query.overwrite_if_exists === false) {
    // Archives are merged into the folder (NOMAD), so only plain files can collide.
    for (const file of received) {
      if (archiveKindOf(file.file_name) || !(await service.files.exists(upload.upload_id, within(file.file_name)))) continue
      await Promise.all(received.map((refused) => rm(refused.staged_path, { force: true })))
      throw new ApiError(409, PATH_EXISTS)
    }
  }
  if (received.length === 1) written = within(received[0].file_name)
  // Checked again under the upload's lock: of two saves from the same version only the first is taken.
  const expected = query.entry_hash === undefined ? undefined : { path: within(query.file_name!), hash: query.entry_hash }
  const stillTheLoadedVersion = expected && (async (doc: UploadDoc) => {
    const replacedMeanwhile = doc.pending_files.some((pending) => (pending.target_dir ? `${pending.target_dir}/` : '') + pending.file_name === expected.path)
    if (replacedMeanwhile || (await entryHashOf(service.files, doc.upload_id, expected.path)) !== expected.hash) throw new ApiError(409, ENTRY_CHANGED)
  })
  let updated = await service.addFilesAndProcess(upload.upload_id, received, stillTheLoadedVersion).catch(async (error: unknown) => {
    await Promise.all(received.map((refused) => rm(refused.staged_path, { force: true })))
    throw error
  })
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
