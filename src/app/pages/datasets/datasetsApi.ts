/** The datasets calls of spec 1 §7, typed with the engine's response schemas. */
import type { ApiClient } from '../../../engine/api/client.js'
import { datasetResponseSchema, datasetsResponseSchema, type Dataset, type DatasetsResponse } from '../../../engine/api/schemas/datasets.js'

export interface DatasetsQuery {
  page: number
  page_size: number
  order_by: 'dataset_create_time' | 'dataset_modified_time' | 'dataset_name'
  order: 'asc' | 'desc'
}

/** Spec 1 §9: the datasets table starts with 10 rows, newest first. */
export const DEFAULT_DATASETS_QUERY: DatasetsQuery = { page: 1, page_size: 10, order_by: 'dataset_create_time', order: 'desc' }

export async function fetchDatasets(api: ApiClient, query: DatasetsQuery & { user_id?: string }): Promise<DatasetsResponse> {
  return datasetsResponseSchema.parse(await api.get('datasets/', { ...query }))
}

export async function fetchDataset(api: ApiClient, datasetId: string): Promise<Dataset> {
  return datasetResponseSchema.parse(await api.get(`datasets/${encodeURIComponent(datasetId)}`)).data
}

/** The dataset with this DOI, or undefined when none has it. */
export async function findDatasetByDoi(api: ApiClient, doi: string): Promise<Dataset | undefined> {
  return datasetsResponseSchema.parse(await api.get('datasets/', { doi })).data[0]
}

export async function createDataset(api: ApiClient, datasetName: string): Promise<Dataset> {
  return datasetResponseSchema.parse(await api.post('datasets/', { dataset_name: datasetName })).data
}

export async function deleteDataset(api: ApiClient, datasetId: string): Promise<void> {
  await api.delete(`datasets/${encodeURIComponent(datasetId)}`)
}

export async function assignDoi(api: ApiClient, datasetId: string): Promise<Dataset> {
  return datasetResponseSchema.parse(await api.post(`datasets/${encodeURIComponent(datasetId)}/action/doi`)).data
}

export const datasetPath = (datasetId: string) => `/user/datasets/dataset/id/${encodeURIComponent(datasetId)}`
export const doiUrl = (doi: string) => `https://doi.org/${doi}`
