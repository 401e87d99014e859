/**
 * GET/POST datasets/, GET/DELETE datasets/{dataset_id}, POST datasets/{dataset_id}/action/doi
 * (NOMAD API v1). The list shows the requester's own datasets only (spec 1 §6); a dataset with
 * a DOI is public and is also found by its DOI. A dataset's entries are found with the search
 * (datasets.dataset_id).
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import {
  DATASET_ORDER_FIELDS,
  datasetCreateSchema,
  datasetResponseSchema,
  datasetsResponseSchema,
  type Dataset,
} from '../../../engine/api/schemas/datasets.js'
import type { DatasetDoc, DatasetService } from '../../datasets/dataset-service.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { pageOf, paginationQuery, sortBy } from '../uploads/common.js'

const listQuery = z.object({
  ...paginationQuery,
  order_by: z.enum(DATASET_ORDER_FIELDS).optional(),
  user_id: z.string().optional(),
  dataset_id: z.string().optional(),
  dataset_name: z.string().optional(),
  dataset_type: z.enum(['owned', 'foreign']).optional(),
  doi: z.string().optional(),
  prefix: z.string().optional().describe('Datasets whose name starts with this text.'),
})

const datasetParams = z.object({ dataset_id: z.string() })

function datasetData(dataset: DatasetDoc): Dataset {
  return {
    dataset_id: dataset.dataset_id,
    dataset_name: dataset.dataset_name,
    user_id: dataset.user_id,
    doi: dataset.doi ?? null,
    dataset_create_time: dataset.dataset_create_time,
    dataset_modified_time: dataset.dataset_modified_time,
    dataset_type: dataset.dataset_type,
  }
}

const response = (dataset: DatasetDoc) => ({ dataset_id: dataset.dataset_id, data: datasetData(dataset) })

export function registerDatasetRoutes(app: Hono<AppEnv>, datasets: DatasetService): void {
  defineRoute(app, {
    method: 'get',
    path: '/datasets/',
    summary: "The requester's datasets (a dataset with a DOI is also found by its doi), paged",
    tags: ['datasets'],
    query: listQuery,
    response: datasetsResponseSchema,
    handler: async ({ query, user }, c) => {
      let found = (await datasets.all()).filter(
        (dataset) => (user && (dataset.user_id === user.user_id || user.is_admin)) || (query.doi !== undefined && dataset.doi === query.doi),
      )
      if (query.user_id !== undefined) found = found.filter((dataset) => dataset.user_id === query.user_id)
      if (query.dataset_id !== undefined) found = found.filter((dataset) => dataset.dataset_id === query.dataset_id)
      if (query.dataset_name !== undefined) found = found.filter((dataset) => dataset.dataset_name === query.dataset_name)
      if (query.dataset_type !== undefined) found = found.filter((dataset) => dataset.dataset_type === query.dataset_type)
      if (query.doi !== undefined) found = found.filter((dataset) => dataset.doi === query.doi)
      if (query.prefix !== undefined) found = found.filter((dataset) => dataset.dataset_name.startsWith(query.prefix!))
      const sorted = sortBy(found, query.order_by ?? 'dataset_create_time', query.order)
      const page = pageOf(sorted, query, c.req.url)
      return { pagination: page.pagination, data: page.data.map(datasetData) }
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/datasets/{dataset_id}',
    summary: 'One dataset',
    tags: ['datasets'],
    params: datasetParams,
    response: datasetResponseSchema,
    handler: async ({ params }) => response(await datasets.require(params.dataset_id)),
  })

  defineRoute(app, {
    method: 'post',
    path: '/datasets/',
    summary: 'Creates a dataset owned by the requester; the name must be new among their datasets',
    description: 'Entries are added with POST uploads/{upload_id}/edit (metadata.datasets).',
    tags: ['datasets'],
    auth: 'required',
    body: datasetCreateSchema,
    response: datasetResponseSchema,
    handler: async ({ body, user }) => {
      if ((body.entries && body.entries.length > 0) || body.query) {
        throw new ApiError(400, 'Entries cannot be given when creating a dataset; add them with POST uploads/{upload_id}/edit (metadata.datasets).')
      }
      return response(await datasets.create(user, body.dataset_name, body.dataset_type))
    },
  })

  defineRoute(app, {
    method: 'delete',
    path: '/datasets/{dataset_id}',
    summary: 'Deletes a dataset without a DOI and takes it out of its entries',
    tags: ['datasets'],
    auth: 'required',
    params: datasetParams,
    response: datasetResponseSchema,
    handler: async ({ params, user }) => response(await datasets.delete(params.dataset_id, user)),
  })

  defineRoute(app, {
    method: 'post',
    path: '/datasets/{dataset_id}/action/doi',
    summary: 'Assigns a DOI to the dataset (permanent: its entries are fixed and it cannot be deleted)',
    tags: ['datasets'],
    auth: 'required',
    params: datasetParams,
    response: datasetResponseSchema,
    handler: async ({ params, user }) => response(await datasets.assignDoi(params.dataset_id, user)),
  })
}
