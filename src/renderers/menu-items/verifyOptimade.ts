/** Asks the server whether it accepts an OPTIMADE filter, without searching (spec 2 §7 'Optimade validation'). */
import { ApiError } from '../../engine/api/errors.js'
import { ENTRIES_EXCLUDE } from '../../engine/query/searchRequest.js'
import { OPTIMADE_PARSE_ERROR } from './texts.js'

interface Poster {
  post<T = unknown>(path: string, body?: unknown): Promise<T>
}

export function optimadeVerificationBody(filter: string): Record<string, unknown> {
  return { exclude: ENTRIES_EXCLUDE, verify_only: true, owner: 'public', query: { optimade_filter: filter } }
}

/**
 * What a user reads of one `msg`: NOMAD words it 'Could not parse optimade filter: ...' and puts the
 * explanation after a blank line; a syntax error without one is the GUI's parse error text.
 */
function readable(msg: string): string {
  const blank = msg.indexOf('\n\n')
  if (blank >= 0) return msg.slice(blank + 2).trim()
  return msg.toLowerCase().startsWith('could not parse optimade') ? OPTIMADE_PARSE_ERROR : msg
}

/** The `msg` texts of a FastAPI-style `[{loc, msg}]` detail, or undefined when it has none. */
function detailMessages(detail: unknown): string | undefined {
  if (typeof detail === 'string' && detail !== '') return readable(detail)
  if (!Array.isArray(detail)) return undefined
  const messages = detail
    .map((item: unknown) => (item && typeof item === 'object' && 'msg' in item ? readable(String((item as { msg: unknown }).msg)) : undefined))
    .filter((message): message is string => message !== undefined && message !== '')
  return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined
}

/** Undefined when the server accepts `filter`; else the server's message (or the parse error text). */
export async function verifyOnServer(api: Poster, filter: string): Promise<string | undefined> {
  try {
    await api.post('entries/query', optimadeVerificationBody(filter))
    return undefined
  } catch (error) {
    if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
      return detailMessages(error.detail) ?? (error.message || OPTIMADE_PARSE_ERROR)
    }
    return error instanceof Error ? error.message : String(error)
  }
}
