import { z } from 'zod'
import { paginationSchema } from './uploads.js'

/** NOMAD API v1 datasets (DatasetV1): loose, so that fields NOMAD adds later pass through. */
export const datasetSchema = z.looseObject({
  dataset_id: z.string(),
  dataset_name: z.string(),
  user_id: z.string().nullish(),
  doi: z.string().nullish(),
  pid: z.string().nullish(),
  dataset_create_time: z.string().nullish(),
  dataset_modified_time: z.string().nullish(),
  dataset_type: z.enum(['owned', 'foreign']).nullish(),
  query: z.unknown().optional(),
  entries: z.array(z.string()).nullish(),
})
export type Dataset = z.infer<typeof datasetSchema>

/** GET datasets/ */
export const datasetsResponseSchema = z.looseObject({
  query: z.looseObject({}).optional(),
  pagination: paginationSchema,
  data: z.array(datasetSchema),
})
export type DatasetsResponse = z.infer<typeof datasetsResponseSchema>

/** GET/DELETE datasets/{id}, POST datasets/, POST datasets/{id}/action/doi: `{dataset_id, data}`. */
export const datasetResponseSchema = z.looseObject({
  dataset_id: z.string(),
  data: datasetSchema,
})
export type DatasetResponse = z.infer<typeof datasetResponseSchema>

/** Body of POST datasets/ (NOMAD's DatasetCreate). */
export const datasetCreateSchema = z.looseObject({
  dataset_name: z.string(),
  dataset_type: z.enum(['owned', 'foreign']).optional(),
  query: z.looseObject({}).nullish(),
  entries: z.array(z.string()).nullish(),
})
export type DatasetCreate = z.infer<typeof datasetCreateSchema>

/** The orders GET datasets/ accepts. */
export const DATASET_ORDER_FIELDS = ['dataset_create_time', 'dataset_modified_time', 'dataset_name', 'dataset_id'] as const

/** Spec 1 §5 texts, shared by the server's refusals and the GUI's checks. */
export const datasetTexts = {
  duplicateName: (name: string) => `There is already a dataset with name ${name}`,
  invalidName: 'Invalid name for dataset',
  alreadyInDataset: 'The data is already in the selected dataset',
  doiCannotRemove: 'The dataset cannot be removed. A DOI has been assigned to the dataset.',
  doiServiceOff: 'Cannot create a DOI because the DOI service is not enabled on this deployment',
  confirmDelete: 'Are you sure you want to permanently delete the dataset?',
  confirmDoi: 'Assigning a DOI is permanent. You will not be able to remove entries from datasets with a DOI. You cannot delete datasets with a DOI.',
  doiNotFound: 'This URL points to a dataset that does not exist.',
  emptyDataset: 'Empty or non existing dataset',
} as const

/** A new dataset's name: not empty, not starting with a space (spec 1 §5). */
export function datasetNameProblem(name: string): string | undefined {
  if (name === '' || name.startsWith(' ') || name.trim() === '') return datasetTexts.invalidName
  return undefined
}
