/** Pending metadata changes of the metadata dialog and their validation (spec 1 §4, §5). No React. */

export interface DatasetRef {
  dataset_id: string
  dataset_name: string
  doi?: string | null
}

export interface PendingChanges {
  comment?: string
  referencesAdd: string[]
  referencesRemove: string[]
  datasetsAdd: DatasetRef[]
  datasetsCreate: string[]
  datasetsRemove: DatasetRef[]
}

export const NO_CHANGES: PendingChanges = {
  referencesAdd: [],
  referencesRemove: [],
  datasetsAdd: [],
  datasetsCreate: [],
  datasetsRemove: [],
}

export function hasChanges(changes: PendingChanges): boolean {
  return (
    changes.comment !== undefined ||
    changes.referencesAdd.length + changes.referencesRemove.length + changes.datasetsAdd.length + changes.datasetsCreate.length + changes.datasetsRemove.length > 0
  )
}

export const DISCARD_CHANGES_TEXT = 'Your changes are not submitted yet. Discard changes?'

function isValidUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The problem with a reference to add, or undefined when it may be added. */
export function referenceProblem(url: string, current: readonly string[]): string | undefined {
  if (!isValidUrl(url.trim())) return 'Pleas enter a valid URL ...'
  if (current.includes(url.trim())) return 'The URL is already in the references'
  return undefined
}

/** The problem with a new dataset's name, or undefined when it may be created. */
export function newDatasetProblem(name: string, existing: readonly DatasetRef[], selected: readonly string[]): string | undefined {
  if (!name || name.startsWith(' ')) return 'Invalid name for dataset'
  if (existing.some((dataset) => dataset.dataset_name === name) || selected.includes(name)) return `There is already a dataset with name ${name}`
  return undefined
}

export function addDatasetProblem(dataset: DatasetRef, current: readonly DatasetRef[]): string | undefined {
  if (current.some((item) => item.dataset_id === dataset.dataset_id)) return 'The data is already in the selected dataset'
  return undefined
}

export function removeDatasetProblem(dataset: DatasetRef, submitted: boolean): string | undefined {
  if (dataset.doi && submitted) return 'The dataset cannot be removed. A DOI has been assigned to the dataset.'
  return undefined
}

/** The `metadata` of POST uploads/{id}/edit for these changes; created datasets are passed as their new ids. */
export function editMetadata(changes: PendingChanges, createdDatasetIds: readonly string[] = []): Record<string, unknown> {
  const metadata: Record<string, unknown> = {}
  if (changes.comment !== undefined) metadata.comment = changes.comment
  if (changes.referencesAdd.length || changes.referencesRemove.length)
    metadata.references = { add: changes.referencesAdd, remove: changes.referencesRemove }
  const datasetsAdd = [...changes.datasetsAdd.map((dataset) => dataset.dataset_id), ...createdDatasetIds]
  if (datasetsAdd.length || changes.datasetsRemove.length)
    metadata.datasets = { add: datasetsAdd, remove: changes.datasetsRemove.map((dataset) => dataset.dataset_id) }
  return metadata
}
