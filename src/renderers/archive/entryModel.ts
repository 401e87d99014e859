/**
 * The definitions an entry's archive needs beyond Strata's metainfo: its own `definitions`
 * (a schema entry, or schema and data in one archive) and the schema file its data's m_def names.
 */
import { loadNomadDefinitions, type Model } from '../../engine/metainfo/index.js'

type Json = Record<string, unknown>
export type Post = (path: string, body: unknown) => Promise<unknown>

export const USER_PACKAGE_PREFIX = 'entry_id:'

/** The entry a user package or one of its definitions belongs to ('entry_id:{id}' or 'entry_id:{id}.Section...'). */
export const entryIdOfPackage = (name: string | undefined) => (name?.startsWith(USER_PACKAGE_PREFIX) ? name.slice(USER_PACKAGE_PREFIX.length).split('.')[0] || undefined : undefined)

/** The model plus the definitions a schema entry holds, as package 'entry_id:{id}'. */
export async function withEntryDefinitions(base: Model, entryId: string, post: Post): Promise<Model> {
  const answer = (await post(`entries/${entryId}/archive/query`, { required: { definitions: '*', metadata: { mainfile: '*' } } }).catch((error: unknown) => {
    throw new Error(`Error fetching entry ${entryId}: ${error instanceof Error ? error.message : String(error)}`)
  })) as { data: { archive: Json } }
  const archive = answer.data.archive
  if (!archive.definitions) throw new Error(`Entry ${entryId} does not contain metainfo definitions.`)
  const mainfile = (archive.metadata as Json | undefined)?.mainfile
  return loadNomadDefinitions(archive, { base, packageName: `${USER_PACKAGE_PREFIX}${entryId}`, source: typeof mainfile === 'string' ? mainfile : undefined })
}

/** root: the archive's first lane (its keys, metadata.upload_id and data.m_def are enough). */
export async function entryModel(base: Model, root: Json, entryId: string, post: Post): Promise<Model> {
  let model = base
  if ('definitions' in root) model = await withEntryDefinitions(model, entryId, post)
  const data = root.data as Json | undefined
  const mDef = typeof data?.m_def === 'string' ? data.m_def : undefined
  // '../upload/raw/<file>#...' in the entry's own upload, '../uploads/<id>/raw/<file>#...' in another one (e.g. a plugin's schemas).
  const reference = mDef && /^\.\.\/(?:upload|uploads\/([^/]+))\/raw\/([^#]+)#/.exec(mDef)
  const file = reference?.[2]
  if (file) {
    const uploadId = reference[1] ?? (root.metadata as Json | undefined)?.upload_id
    const answer = (await post('entries/archive/query', {
      owner: 'visible',
      query: { mainfile: file, ...(typeof uploadId === 'string' && { upload_id: uploadId }) },
      required: { definitions: '*', metadata: { entry_id: '*' } },
    })) as { data: { archive: Json }[] }
    const schema = answer.data[0]?.archive
    if (schema) model = loadNomadDefinitions(schema, { base: model, source: file, packageName: `${USER_PACKAGE_PREFIX}${String((schema.metadata as Json | undefined)?.entry_id ?? file)}` })
  }
  return model
}
