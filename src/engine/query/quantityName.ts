import { queryMessages } from './messages.js'
import { isSection, type QuantityLookup } from './quantities.js'

export interface QuantityNameOptions {
  /** Empty input is fine. */
  optional?: boolean
  /** Whether sections count as available (they do for existence queries). */
  allowSections?: boolean
}

/**
 * A quantity name typed into a query-value field (spec 2 §5): 'Please specify a value.' when
 * empty, 'The quantity "{x}" is not available.' when unknown. Returns the error or undefined.
 */
export function validateQuantityName(name: string | null | undefined, lookup: QuantityLookup, options: QuantityNameOptions = {}): string | undefined {
  const trimmed = name?.trim() ?? ''
  if (trimmed === '') return options.optional ? undefined : queryMessages.emptyValue
  const info = lookup(trimmed)
  if (!info || (!options.allowSections && isSection(info))) return queryMessages.quantityNotAvailable(trimmed)
  return undefined
}
