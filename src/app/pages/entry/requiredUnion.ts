import { mergeAllRequired } from '../../../engine/archive/required.js'
import type { CardRequired } from '../../../engine/config/card-kinds.js'

/** The one `required` spec the overview sends: everything the shown cards declare, nothing else. */
export function overviewRequired(specs: readonly (CardRequired | undefined)[]): CardRequired | undefined {
  return mergeAllRequired(specs)
}
