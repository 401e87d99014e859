import { BadRequest } from '../../engine/api/errors.js'

const NOT_A_DOC_QUANTITY = /(\S+?)"?\s+is not a doc quantity/

/** The text of spec 2 §8 for a search that names an unknown quantity; other errors stay as they are. */
export function searchError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error)
  const match = NOT_A_DOC_QUANTITY.exec(message)
  if (!match) return error
  const name = match[1].replace(/^["']/, '')
  return new BadRequest(`Could not find definition for the search quantity "${name}". Please remove it from the search and try again.`, 400)
}
