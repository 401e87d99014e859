/**
 * References into other entries (`../upload/archive/{entry_id}#/path`,
 * `../uploads/{upload_id}/archive/{entry_id}#/path`, `../upload/archive/mainfile/{mainfile}#/path`
 * and `../upload/raw/{file}#path`), resolved through the API: the target entry's archive/query
 * asks for the referenced part only, as a lane would.
 */
import type { ApiClient } from '../../engine/api/client.js'
import { DoesNotExist, NotAuthorized } from '../../engine/api/errors.js'
import type { ArchivePath, ParsedReference } from '../../engine/archive/paths.js'
import { mergeRequired, requiredForPath } from '../../engine/archive/required.js'
import { LANE_REQUEST, valueInAnswer } from './loader.js'

type Json = Record<string, unknown>

export interface ResolvedReference {
  entryId: string
  path: ArchivePath
  /** The target: a section (in outline, as a lane holds it) or a quantity's value. */
  value: unknown
}

/** Resolves a reference into another entry; undefined when there is no such entry, part or access. */
export type ReferenceResolver = (reference: ParsedReference) => Promise<ResolvedReference | undefined>

type Post = Pick<ApiClient, 'post' | 'url'>

/** NOMAD's words (spec 1 §8) for a reference into another deployment, which is not followed. */
export const EXTERNAL_DEPLOYMENT = 'Fetching entries from external deployments is not yet supported'

/** Answers of the API that mean 'this target is not there for you' rather than a failure. */
const isMissing = (error: unknown) => error instanceof DoesNotExist || error instanceof NotAuthorized

export function otherEntryResolver(api: Post, entryId: string): ReferenceResolver {
  let ownUpload: Promise<string | undefined> | undefined
  const uploadOf = () =>
    (ownUpload ??= api
      .post<{ data?: { archive?: { metadata?: { upload_id?: string } } } }>(`entries/${entryId}/archive/query`, { required: { metadata: { upload_id: '*' } } })
      .then((answer) => answer.data?.archive?.metadata?.upload_id))

  const byId = async (id: string, path: ArchivePath): Promise<ResolvedReference | undefined> => {
    const answer = await api.post(`entries/${id}/archive/query`, { required: requiredForPath(path, LANE_REQUEST) })
    const value = valueInAnswer(answer, path)
    return value === undefined ? undefined : { entryId: id, path, value }
  }

  const byMainfile = async (mainfile: string, uploadId: string | undefined, path: ArchivePath): Promise<ResolvedReference | undefined> => {
    const upload = uploadId ?? (await uploadOf())
    if (!upload) return undefined
    const answer = await api.post<{ data?: { archive?: Json }[] }>('entries/archive/query', {
      owner: 'visible',
      query: { upload_id: upload, mainfile },
      pagination: { page_size: 1 },
      required: mergeRequired(requiredForPath(path, LANE_REQUEST), { metadata: { entry_id: '*' } }),
    })
    const archive = answer.data?.[0]?.archive
    const id = (archive?.metadata as Json | undefined)?.entry_id
    if (!archive || typeof id !== 'string') return undefined
    const value = valueInAnswer({ data: { archive } }, path)
    return value === undefined ? undefined : { entryId: id, path, value }
  }

  const ownApi = api.url('').replace(/\/+$/, '')

  return async (reference) => {
    if (reference.deploymentUrl !== undefined && reference.deploymentUrl.replace(/\/+$/, '') !== ownApi) throw new Error(EXTERNAL_DEPLOYMENT)
    try {
      if (reference.entryId !== undefined) return await byId(reference.entryId, reference.path)
      if (reference.mainfile !== undefined) return await byMainfile(reference.mainfile, reference.uploadId, reference.path)
      return undefined
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }
}
