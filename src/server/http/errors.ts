import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'

/** NOMAD-shaped validation detail: a list of {loc, msg, type}. */
export interface ValidationDetail {
  /** Usually a flat path; NOMAD's search errors nest one list (`[['optimade_filter']]`). */
  loc: (string | number | (string | number)[])[]
  msg: string
  type: string
}

/** An error the API answers with `{detail}` and the given status, as NOMAD (FastAPI) does. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string | ValidationDetail[],
  ) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join('; '))
  }
}

/** Turns a zod error on a request part ('body', 'query', 'path') into NOMAD's 422 detail list. */
export function zodToDetail(error: ZodError, where: 'body' | 'query' | 'path'): ValidationDetail[] {
  return error.issues.flatMap((issue) => {
    const loc = [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))]
    // A field a strict schema does not know: one detail naming it, in pydantic's words (extra='forbid').
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ loc: [...loc, key], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' }))
    return [{ loc, msg: issue.message, type: issue.code }]
  })
}

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ApiError) return c.json({ detail: error.detail }, error.status)
  if (error instanceof ZodError) return c.json({ detail: zodToDetail(error, 'body') }, 422)
  console.error(error)
  return c.json({ detail: 'Internal server error' }, 500)
}
