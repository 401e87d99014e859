import { z } from 'zod'
import type { QueryNode } from './ast.js'
import { queryMessages } from './messages.js'
import { parseQuery, structureIssues } from './parseQuery.js'
import type { QuantityLookup } from './quantities.js'

/** Whose entries a search covers (NOMAD's `owner`). */
export const OWNERS = ['public', 'visible', 'shared', 'user', 'staging', 'all', 'admin'] as const
export const ownerSchema = z.enum(OWNERS)
export type Owner = z.infer<typeof ownerSchema>

export const orderSchema = z.enum(['asc', 'desc'])

const pageAfterValue = z.union([z.string(), z.number()]).transform(String)
const quantityName = z.string().min(1)

/** Pagination of search results (NOMAD's MetadataPagination). */
export const paginationSchema = z
  .object({
    page_size: z.number().int().min(0).default(10),
    order_by: z.string().optional(),
    order: orderSchema.default('asc'),
    page_after_value: pageAfterValue.optional(),
    next_page_after_value: pageAfterValue.optional(),
    page: z.number().int().min(1, 'Page has to be larger than 1').optional(),
    page_offset: z.number().int().min(0, 'Page offset has to be larger than 0').optional(),
  })
  .superRefine((p, ctx) => {
    const chosen = [p.page_offset, p.page, p.page_after_value].filter((v) => v !== undefined && v !== '' && v !== 0)
    if (chosen.length > 1) ctx.addIssue({ code: 'custom', message: 'Can only specify one of: page_offset, page, or page_after_value' })
    if (p.page_size === 0) {
      for (const key of ['page_offset', 'page', 'page_after_value'] as const) {
        if (p[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: `Cannot specify ${key} when page_size is set to 0` })
      }
    }
    if (p.page !== undefined && p.page * p.page_size >= 10000) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'Pagination by `page` is limited to 10.000 entries.' })
    }
    if (p.page_offset !== undefined && p.page_offset + p.page_size >= 10000) {
      ctx.addIssue({ code: 'custom', path: ['page_offset'], message: 'Page offset plus page size has to be smaller than 10,000' })
    }
  })
export type Pagination = z.infer<typeof paginationSchema>

/** Which fields of each hit to return. */
export const requiredSchema = z.object({
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
})
export type Required = z.infer<typeof requiredSchema>

/** Paging through the values of a terms aggregation. */
export const aggregationPaginationSchema = z.object({
  page_size: z.number().int().default(10).refine((size) => size > 0, '0 or smaller page sizes are not allowed for aggregations.'),
  order_by: z.string().optional(),
  order: orderSchema.default('asc'),
  page_after_value: pageAfterValue.optional(),
  page: z
    .unknown()
    .refine((page) => page === undefined || page === null, 'Pagination by `page` is not possible for aggregations, use `page_after_value`')
    .optional(),
})

const quantityAggregation = {
  quantity: quantityName,
  exclude_from_search: z.boolean().default(false),
}
const bucketAggregation = { ...quantityAggregation, metrics: z.array(z.string()).default([]) }

export const termsAggregationSchema = z
  .object({
    ...bucketAggregation,
    size: z.number().int().positive().optional(),
    include: z.union([z.array(z.string()), z.string().regex(/^[a-zA-Z0-9_\-\s]+$/)]).optional(),
    pagination: aggregationPaginationSchema.optional(),
    entries: z
      .object({ size: z.number().int().positive().default(1), required: requiredSchema.optional() })
      .optional(),
  })
  .refine((terms) => !(terms.pagination && terms.size !== undefined), {
    message: 'You cannot paginate and provide an extra size parameter.',
    path: ['pagination'],
  })

export const histogramAggregationSchema = z
  .object({
    ...bucketAggregation,
    interval: z.number().positive().optional(),
    buckets: z.number().int().positive().optional(),
    offset: z.number().optional(),
    extended_bounds: z
      .object({ min: z.number().optional(), max: z.number().optional() })
      .refine((b) => b.min === undefined || b.max === undefined || b.min <= b.max, 'The maximum value should be greater than the minimum value.')
      .optional(),
  })
  .refine((h) => h.interval !== undefined || h.buckets !== undefined, 'Provide either interval or the number of buckets.')

export const dateHistogramAggregationSchema = z.object({ ...bucketAggregation, interval: z.string().default('1M') })
export const autoDateHistogramAggregationSchema = z.object({ ...bucketAggregation, buckets: z.number().int().positive().default(10) })
export const minMaxAggregationSchema = z.object(quantityAggregation)
export const statisticsAggregationSchema = z.object({ metrics: z.array(z.string()).default([]) })
export const percentilesAggregationSchema = z.object({
  ...quantityAggregation,
  percents: z.array(z.number().min(0).max(100)).default([0, 25, 50, 75, 100]),
  group_by: z.string().optional(),
  group_by_size: z.number().int().positive().default(10),
})

const AGGREGATION_KINDS = ['terms', 'histogram', 'date_histogram', 'auto_date_histogram', 'min_max', 'statistics', 'percentiles'] as const
export type AggregationKind = (typeof AGGREGATION_KINDS)[number]

/** One named aggregation: exactly one of its kinds is given. */
export const aggregationSchema = z
  .object({
    terms: termsAggregationSchema.optional(),
    histogram: histogramAggregationSchema.optional(),
    date_histogram: dateHistogramAggregationSchema.optional(),
    auto_date_histogram: autoDateHistogramAggregationSchema.optional(),
    min_max: minMaxAggregationSchema.optional(),
    statistics: statisticsAggregationSchema.optional(),
    percentiles: percentilesAggregationSchema.optional(),
  })
  .refine((agg) => AGGREGATION_KINDS.filter((kind) => agg[kind] !== undefined).length === 1, {
    message: `An aggregation needs exactly one of: ${AGGREGATION_KINDS.join(', ')}`,
  })
export type Aggregation = z.infer<typeof aggregationSchema>

/**
 * The query language as a zod schema: parses NOMAD's JSON query into the normalised query.
 * Without a lookup only malformed queries fail (as NOMAD's request model); with one, unknown
 * quantities, wrong values and bad OPTIMADE filters fail too (as NOMAD's search does).
 */
export function createQuerySchema(lookup?: QuantityLookup) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): QueryNode => {
      const { query, issues } = parseQuery(raw, { lookup })
      for (const issue of lookup ? issues : structureIssues(issues)) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: { issue } })
      }
      return query
    })
}

export interface SearchRequestSchemaOptions {
  /** Checks quantities (query, aggregations, order_by) against the search-quantity registry. */
  lookup?: QuantityLookup
}

/** The body of POST entries/query (and materials/query, which has the same shape). */
export function createSearchRequestSchema(options: SearchRequestSchemaOptions = {}) {
  const { lookup } = options
  const known = (name: string, path: (string | number)[], ctx: z.RefinementCtx) => {
    const info = lookup?.(name)
    if (!lookup || info?.type !== undefined) return info
    ctx.addIssue({ code: 'custom', path, message: queryMessages.notADocQuantity(name) })
    return undefined
  }
  return z.object({
    owner: ownerSchema.default('public'),
    query: createQuerySchema(lookup),
    pagination: paginationSchema.prefault({}).superRefine((pagination, ctx) => {
      if (pagination.order_by !== undefined && !SPECIAL_ORDER.includes(pagination.order_by)) known(pagination.order_by, ['order_by'], ctx)
    }),
    required: requiredSchema.optional(),
    aggregations: z
      .record(z.string(), aggregationSchema)
      .default({})
      .superRefine((aggregations, ctx) => {
        for (const [name, aggregation] of Object.entries(aggregations)) {
          for (const kind of AGGREGATION_KINDS) {
            const spec = aggregation[kind]
            if (!spec || !('quantity' in spec)) continue
            const info = known(spec.quantity, [name, kind, 'quantity'], ctx)
            if (info && kind === 'terms' && info.aggregatable === false) {
              ctx.addIssue({ code: 'custom', path: [name, kind, 'quantity'], message: 'The aggregation quantity cannot be used in a terms aggregation.' })
            }
          }
        }
      }),
    /** Only validate the request (the GUI checks OPTIMADE filters this way). */
    verify_only: z.boolean().optional(),
  })
}

/** Orderings that are no quantities: relevance and index order. */
const SPECIAL_ORDER = ['_score', '_doc']

export const entriesQueryRequestSchema = createSearchRequestSchema()
export const materialsQueryRequestSchema = entriesQueryRequestSchema

export type SearchRequest = z.output<typeof entriesQueryRequestSchema>
/** What a client sends: the query is NOMAD's JSON query language. */
export type SearchRequestInput = z.input<typeof entriesQueryRequestSchema>
