/**
 * The error types the API client raises (spec 1 §8) and the texts a user sees for them.
 * No React here: the GUI's snackbar calls `userMessage` to turn any thrown value into its text.
 */

/** Any failure of an API call; `status` is the HTTP status when there was a response. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status?: number,
    readonly detail?: unknown,
  ) {
    super(message)
  }
}

/** Network failure or a 502: the server could not be reached. */
export class CannotReachApi extends ApiError {
  override name = 'CannotReachApi'
  constructor(message = 'Cannot reach the API', status?: number) {
    super(message, status)
  }
}

/** 404 */
export class DoesNotExist extends ApiError {
  override name = 'DoesNotExist'
}

/** 401 */
export class NotAuthorized extends ApiError {
  override name = 'NotAuthorized'
}

/** 400 */
export class BadRequest extends ApiError {
  override name = 'BadRequest'
}

/** 422: the server rejected the request's shape (FastAPI validation detail in `detail`). */
export class UnprocessableEntity extends ApiError {
  override name = 'UnprocessableEntity'
}

/** The server runs another version than the GUI that is open in the browser. */
export class VersionMismatch extends ApiError {
  override name = 'VersionMismatch'
}

export const CANNOT_REACH_API_TEXT = 'Cannot reach the product, please try again later.'
export const DOES_NOT_EXIST_TEXT =
  'You are trying to access information that does not exist. Please try again and let us know, if this error keeps happening.'
export const VERSION_MISMATCH_TEXT = 'There is a new GUI version available. Please press "shift" and reload the page.'
export const OPTIMADE_PARSE_TEXT = 'The given OPTiMaDe query can not be parsed.'
export const JAVASCRIPT_ERROR_TEXT = 'There has been a Javascript error.'
export const PLAIN_STRING_SUFFIX =
  ' Please close all tabs of the product and try again. Let us know, if this error keeps happening.'

const OPTIMADE_PARSE_PREFIX = 'could not parse optimade'

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'message' in error) return String(error.message)
  return String(error)
}

/** The text the GUI shows for a thrown value (spec 1 §8). */
export function userMessage(error: unknown): string {
  if (typeof error === 'string') return `${error}${PLAIN_STRING_SUFFIX}`
  if (error instanceof CannotReachApi) return CANNOT_REACH_API_TEXT
  if (error instanceof DoesNotExist) return DOES_NOT_EXIST_TEXT
  if (error instanceof VersionMismatch) return VERSION_MISMATCH_TEXT
  const message = messageOf(error)
  // NOMAD's server says 'Could not parse optimade filter: ...', hence the case-insensitive match.
  if (message.toLowerCase().startsWith(OPTIMADE_PARSE_PREFIX)) return OPTIMADE_PARSE_TEXT
  if (error instanceof NotAuthorized || error instanceof BadRequest) return message
  if (error instanceof UnprocessableEntity)
    return `Unexpected api error: ${message}. Please try again and let us know, if this error keeps happening.`
  if (error instanceof ApiError) return error.status === undefined ? message : `${message} (${error.status})`
  return `Unexpected error: "${message}". Please try again and let us know, if this error keeps happening.`
}

/** Reads the human message from a NOMAD-style error body: `{detail}` (string or list of `{msg}`), `{description}` or `{message}`. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body.trim()
  if (!body || typeof body !== 'object') return fallback
  const { detail, description, message } = body as Record<string, unknown>
  if (typeof detail === 'string') return detail
  if (Array.isArray(detail)) {
    const texts = detail.map((item) =>
      item && typeof item === 'object' && 'msg' in item ? String((item as { msg: unknown }).msg) : JSON.stringify(item),
    )
    if (texts.length) return texts.join('; ')
  }
  if (typeof description === 'string') return description
  if (typeof message === 'string') return message
  return fallback
}

/** Maps a failed HTTP response to the error type of spec 1 §8. */
export function errorForStatus(status: number, body: unknown, statusText: string): ApiError {
  const message = messageFromBody(body, statusText || `HTTP ${status}`)
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined
  switch (status) {
    case 400:
      return new BadRequest(message, status, detail)
    case 401:
      return new NotAuthorized(message, status, detail)
    case 404:
      return new DoesNotExist(message, status, detail)
    case 422:
      return new UnprocessableEntity(message, status, detail)
    case 502:
      return new CannotReachApi(message, status)
    default:
      return new ApiError(message, status, detail)
  }
}
