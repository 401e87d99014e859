import { z } from 'zod'
import { ApiError } from '../../http/errors.js'

/** GET entries: every parameter is a string or, given several times, a list of strings. */
export const getEntriesQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]))

const PAGINATION = ['page_size', 'order_by', 'order', 'page_after_value', 'page', 'page_offset'] as const
const NUMERIC = new Set(['page_size', 'page', 'page_offset'])

/**
 * The POST body equivalent of GET entries' parameters: owner, json_query (a JSON query),
 * pagination, include/exclude (required), and `quantity=value` criteria (several values of one
 * quantity: any of them; `quantity__gt=1` style range operators as NOMAD's GET accepts).
 */
export function requestFromQueryParameters(parameters: Record<string, string | string[]>): Record<string, unknown> {
  const first = (value: string | string[]) => (Array.isArray(value) ? value[0] : value)
  const list = (value: string | string[]) => (Array.isArray(value) ? value : [value])
  const pagination: Record<string, unknown> = {}
  const required: Record<string, string[]> = {}
  const criteria: Record<string, unknown>[] = []
  let owner: string | undefined
  for (const [key, value] of Object.entries(parameters)) {
    if (key === 'owner') owner = first(value)
    else if ((PAGINATION as readonly string[]).includes(key)) pagination[key] = NUMERIC.has(key) ? Number(first(value)) : first(value)
    else if (key === 'include' || key === 'exclude') required[key] = list(value).flatMap((v) => v.split(','))
    else if (key === 'json_query') criteria.push(parseJsonQuery(first(value)))
    else {
      const match = /^(.*)__(gt|gte|lt|lte|any|all|none)$/.exec(key)
      if (match) criteria.push({ [`${match[1]}:${match[2]}`]: match[2].length <= 3 && /^[gl]t/.test(match[2]) ? first(value) : list(value) })
      else criteria.push({ [`${key}:any`]: list(value) })
    }
  }
  return {
    ...(owner !== undefined && { owner }),
    query: criteria.length === 0 ? {} : criteria.length === 1 ? criteria[0] : { and: criteria },
    pagination,
    ...(Object.keys(required).length > 0 && { required }),
  }
}

function parseJsonQuery(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new ApiError(422, [{ loc: ['query', 'json_query'], msg: 'json_query is not valid JSON', type: 'value_error' }])
  }
}
