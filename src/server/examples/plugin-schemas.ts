/**
 * The schemas of plugin folders, offered on every upload by 'Create from schema': each plugin's schema files
 * become one published upload, processed like any other, so that entries reference them as
 * `../uploads/{id}/raw/schemas/...` as NOMAD references schemas of other uploads. The upload id follows the
 * files' content (see plugin-folders.ts): a changed schema is published anew, the entries of the old one keep it.
 */
import { join } from 'node:path'
import { readFile } from 'node:fs/promises'
import type { PluginFolder } from '../../engine/config/plugin-folders.js'
import type { AuthUser } from '../auth/types.js'
import { newUploadDoc, UPLOADS } from '../uploads/upload-doc.js'
import type { UploadService } from '../uploads/upload-service.js'
import { processAndPublish } from './load-examples.js'

export async function publishPluginSchemas(plugins: readonly PluginFolder[], service: UploadService, author: AuthUser): Promise<string[]> {
  const published: string[] = []
  for (const plugin of plugins) {
    const uploadId = plugin.schemaUploadId
    if (!uploadId || (await service.records.get(UPLOADS, uploadId))) continue
    for (const file of plugin.schemaFiles) await service.files.write(uploadId, file, await readFile(join(plugin.dir, file)))
    await service.records.put(UPLOADS, uploadId, newUploadDoc({ uploadId, mainAuthor: author.user_id, uploadName: `${plugin.title} schemas`, now: service.now() }))
    await processAndPublish(service, uploadId, `schemas of plugin ${plugin.name}`)
    published.push(uploadId)
  }
  return published
}
