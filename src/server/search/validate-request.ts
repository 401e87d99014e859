import type { z } from 'zod'
import {
  createSearchRequestSchema,
  issuesToApiDetail,
  type QuantityLookup,
  type QueryIssue,
  type SearchRequest,
} from '../../engine/query/index.js'
import { ApiError, type ValidationDetail } from '../http/errors.js'

const schemas = new WeakMap<QuantityLookup, ReturnType<typeof createSearchRequestSchema>>()

/**
 * Reads an entries/materials query body against the search-quantity registry: unknown
 * quantities, wrong values and OPTIMADE filters that do not parse answer 422 with NOMAD's
 * detail (search-stage problems located as `[[quantity]]`, the others under `body`).
 */
export function validateSearchRequest(raw: unknown, lookup: QuantityLookup): SearchRequest {
  let schema = schemas.get(lookup)
  if (!schema) {
    schema = createSearchRequestSchema({ lookup })
    schemas.set(lookup, schema)
  }
  const parsed = schema.safeParse(raw ?? {})
  if (parsed.success) return parsed.data
  throw new ApiError(422, detailOf(parsed.error))
}

function detailOf(error: z.ZodError): ValidationDetail[] {
  return error.issues.flatMap((issue): ValidationDetail[] => {
    const queryIssue = (issue as { params?: { issue?: QueryIssue } }).params?.issue
    if (queryIssue) return issuesToApiDetail([queryIssue])
    return [{ loc: ['body', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], msg: issue.message, type: issue.code }]
  })
}
