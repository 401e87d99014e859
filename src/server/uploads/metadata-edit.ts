/**
 * POST uploads/{id}/edit: member lists (coauthors, reviewers and their groups), the upload name
 * and embargo, and entry metadata (comment, references, datasets). A list value is either the
 * new list or {set | add | remove}. With verify_only nothing changes; errors answer 400 in
 * both cases. After publication only members and datasets can change (spec 1 §4).
 */
import { z } from 'zod'
import { datasetTexts } from '../../engine/api/schemas/datasets.js'
import type { Requester } from '../access/upload-access.js'
import { isMainAuthor } from '../access/upload-access.js'
import { DATASETS, datasetRefOf, type DatasetDoc } from '../datasets/dataset-service.js'
import { ApiError } from '../http/errors.js'
import type { StoredDoc } from '../store/interfaces.js'
import type { UploadDoc } from './upload-doc.js'
import { MAX_EMBARGO_LENGTH, type UploadService } from './upload-service.js'

const stringList = z.union([z.string(), z.array(z.string())])
const listEdit = z.union([stringList, z.looseObject({ set: stringList.optional(), add: stringList.optional(), remove: stringList.optional() })])
export type ListEdit = z.infer<typeof listEdit>

export const editRequestSchema = z.looseObject({
  metadata: z.looseObject({
    upload_name: z.string().nullish(),
    embargo_length: z.number().int().optional(),
    coauthors: listEdit.optional(),
    reviewers: listEdit.optional(),
    coauthor_groups: listEdit.optional(),
    reviewer_groups: listEdit.optional(),
    comment: z.string().nullish(),
    references: listEdit.optional(),
    datasets: listEdit.optional(),
  }),
  verify_only: z.boolean().default(false),
  query: z.looseObject({ entry_id: stringList.optional() }).nullish(),
  owner: z.string().nullish(),
})
export type EditRequest = z.output<typeof editRequestSchema>

const MEMBER_FIELDS = ['coauthors', 'reviewers', 'coauthor_groups', 'reviewer_groups'] as const
const EDITABLE_WHEN_PUBLISHED = new Set<string>([...MEMBER_FIELDS, 'datasets'])
const KNOWN_FIELDS = new Set<string>([...MEMBER_FIELDS, 'upload_name', 'embargo_length', 'comment', 'references', 'datasets'])

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** Spec 1 §5: the entries of a dataset with a DOI are fixed. */
export const DOI_DATASET_REMOVAL = datasetTexts.doiCannotRemove

/** The values a list edit sets or adds (removals need no checking). */
function addedValues(edit: ListEdit): string[] {
  if (typeof edit === 'string' || Array.isArray(edit)) return asList(edit)
  return [...new Set([...asList(edit.set), ...asList(edit.add)])]
}

function datasetIdsOf(entry: StoredDoc): string[] {
  return ((entry.datasets as { dataset_id: string }[] | undefined) ?? []).map((dataset) => dataset.dataset_id)
}

function datasetName(datasets: Map<string, StoredDoc>, id: string): string {
  return String(datasets.get(id)?.dataset_name ?? id)
}

/** The dataset as an entry carries it; one that no longer exists keeps the entry's own copy. */
function datasetRef(datasets: Map<string, StoredDoc>, id: string, entry: StoredDoc): Record<string, unknown> {
  const dataset = datasets.get(id)
  if (!dataset) return ((entry.datasets as { dataset_id: string }[] | undefined) ?? []).find((ref) => ref.dataset_id === id) ?? { dataset_id: id }
  return datasetRefOf(dataset as DatasetDoc)
}

/** The list after the edit. */
export function editedList(current: readonly string[], edit: ListEdit): string[] {
  if (typeof edit === 'string' || Array.isArray(edit)) return [...new Set(asList(edit))]
  let next = edit.set !== undefined ? asList(edit.set) : [...current]
  for (const value of asList(edit.add)) if (!next.includes(value)) next.push(value)
  const removed = new Set(asList(edit.remove))
  next = next.filter((value) => !removed.has(value))
  return [...new Set(next)]
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export async function applyMetadataEdit(service: UploadService, upload: UploadDoc, request: EditRequest, requester: Requester): Promise<UploadDoc> {
  const metadata = request.metadata
  const given = Object.keys(metadata).filter((key) => metadata[key as keyof typeof metadata] !== undefined)
  const errors: string[] = []
  for (const key of given) {
    if (!KNOWN_FIELDS.has(key)) errors.push(`The field ${key} cannot be edited.`)
    else if (upload.published && !EDITABLE_WHEN_PUBLISHED.has(key)) errors.push(`The field ${key} cannot be changed after publication.`)
  }

  const members: Partial<Record<(typeof MEMBER_FIELDS)[number], string[]>> = {}
  for (const field of MEMBER_FIELDS) {
    const edit = metadata[field]
    if (edit === undefined) continue
    const next = editedList(upload[field], edit)
    members[field] = next
    const isGroup = field.endsWith('_groups')
    for (const id of next) {
      if (upload[field].includes(id)) continue
      const exists = isGroup ? await service.groupExists(id) : await service.userExists(id)
      if (!exists) errors.push(isGroup ? `The group ${id} does not exist.` : `The user ${id} does not exist.`)
      if (!isGroup && id === upload.main_author) errors.push(`The main author cannot also be one of the ${field}.`)
    }
  }
  if (Object.keys(members).length > 0 && !isMainAuthor(requester, upload) && upload.published) {
    errors.push('Only the main author can change the members of a published upload.')
  }

  if (metadata.embargo_length !== undefined && (metadata.embargo_length < 0 || metadata.embargo_length > MAX_EMBARGO_LENGTH)) {
    errors.push(`embargo_length must be between 0 and ${MAX_EMBARGO_LENGTH} months.`)
  }

  const entries = await service.entriesOf(upload.upload_id)
  const wanted = request.query?.entry_id === undefined ? undefined : asList(request.query.entry_id)
  const targets = entries.filter((entry) => !wanted || wanted.includes(entry.entry_id as string))
  if (metadata.references !== undefined) {
    for (const reference of addedValues(metadata.references)) if (!isUrl(reference)) errors.push(`The reference ${reference} is not a valid URL.`)
  }
  const datasets = new Map<string, StoredDoc>()
  if (metadata.datasets !== undefined) {
    const added = addedValues(metadata.datasets)
    for (const id of new Set([...added, ...targets.flatMap(datasetIdsOf)])) {
      const dataset = await service.records.get(DATASETS, id)
      if (dataset) datasets.set(id, dataset)
      else if (added.includes(id)) errors.push(`The dataset ${id} does not exist.`)
      const ownsIt = dataset && (dataset.user_id === requester.user?.user_id || requester.user?.is_admin)
      if (dataset && added.includes(id) && !ownsIt) errors.push(`Entries can only be added to your own datasets; ${String(dataset.dataset_name)} is not yours.`)
    }
  }
  // Each entry keeps its own references and datasets; an add or remove changes only what it names.
  const entryChanges = new Map<string, Record<string, unknown>>()
  const doiErrors = new Set<string>()
  for (const entry of targets) {
    const change: Record<string, unknown> = {}
    if (metadata.comment !== undefined) change.comment = metadata.comment ?? ''
    if (metadata.references !== undefined) change.references = editedList((entry.references as string[] | undefined) ?? [], metadata.references)
    if (metadata.datasets !== undefined) {
      const before = datasetIdsOf(entry)
      const after = editedList(before, metadata.datasets).filter((id) => datasets.has(id) || before.includes(id))
      for (const id of after) if (!before.includes(id) && datasets.get(id)?.doi) doiErrors.add(`Entries cannot be added to the dataset ${datasetName(datasets, id)}. A DOI has been assigned to the dataset.`)
      for (const id of before) if (!after.includes(id) && datasets.get(id)?.doi) doiErrors.add(DOI_DATASET_REMOVAL)
      change.datasets = after.map((id) => datasetRef(datasets, id, entry))
    }
    if (Object.keys(change).length > 0) entryChanges.set(entry.entry_id as string, change)
  }
  errors.push(...doiErrors)

  if (errors.length > 0) throw new ApiError(400, errors.join(' '))
  if (request.verify_only) return upload
  if (!upload.published) service.assertNotProcessing(upload)

  const uploadChange = {
    ...members,
    ...(metadata.upload_name !== undefined ? { upload_name: metadata.upload_name ?? null } : {}),
    ...(metadata.embargo_length !== undefined ? { embargo_length: metadata.embargo_length } : {}),
  }
  let updated = await service.setMembers(upload.upload_id, uploadChange)
  if (entryChanges.size > 0) {
    await service.editEntries(updated, entryChanges)
    updated = await service.require(upload.upload_id)
  }
  return updated
}
