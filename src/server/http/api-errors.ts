import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { FileNotFoundError, UnsafePathError } from '../store/files/directory-file-store.js'
import { errorResponse } from './errors.js'

/** The API's onError: every failure becomes NOMAD's {detail} with a fitting status; never a crash. */
export function apiErrorHandler(error: unknown, c: Context) {
  if (error instanceof HTTPException) return c.json({ detail: error.message || 'Error' }, error.status as ContentfulStatusCode)
  if (error instanceof UnsafePathError) return c.json({ detail: error.message }, 400)
  if (error instanceof FileNotFoundError) return c.json({ detail: error.message }, 404)
  return errorResponse(c, error)
}

/** Unknown API paths answer like FastAPI does. */
export function apiNotFound(c: Context) {
  return c.json({ detail: 'Not Found' }, 404)
}
