/**
 * User-visible texts of the query engine. Those of spec 2 §5 are word for word; the API texts
 * follow what NOMAD's API answers.
 */
export const queryMessages = {
  /** GUI: a query value or quantity name that must not be empty. */
  emptyValue: 'Please specify a value.',
  /** GUI: a quantity name that the search context does not know. */
  quantityNotAvailable: (name: string) => `The quantity "${name}" is not available.`,
  /** API: NOMAD's message for a name that is not a search quantity (spec 2 §8 maps it). */
  notADocQuantity: (name: string) => `${name} is not a doc quantity`,
  /** API: a section used where a quantity is needed. */
  notAQuantity: (name: string) => `${name} is a section, not a quantity`,
  duplicateQuantity: 'A quantity can only appear once in a query',
  rangeUndefined: 'At least one range boundary must be defined',
  conflictingUpper: 'Cannot specify both lt and lte for the same boundary',
  conflictingLower: 'Cannot specify both gt and gte for the same boundary',
  invalidQuery: 'The query must be an object: a quantity criterion, or and/or/not.',
  andOrList: (op: string) => `"${op}" needs a list of queries`,
  notAQuery: 'A criterion value must be a value, a list of values, a range or an object of criteria.',
  invalidScalar: 'Values must be strings, numbers or booleans.',
  invalidInt: (name: string, value: unknown) => `${JSON.stringify(value)} is not a valid integer for "${name}".`,
  invalidFloat: (name: string, value: unknown) => `${JSON.stringify(value)} is not a valid number for "${name}".`,
  invalidBoolean: (name: string, value: unknown) => `${JSON.stringify(value)} is not a valid boolean for "${name}".`,
  invalidTimestamp: (name: string, value: unknown) => `${JSON.stringify(value)} is not a valid date and time for "${name}".`,
  invalidEnum: (name: string, value: unknown, allowed: string[]) =>
    `${JSON.stringify(value)} is not a valid value for "${name}". Allowed values: ${allowed.join(', ')}.`,
  rangeNotSupported: (name: string) => `"${name}" cannot be queried with a range.`,
  customQuantityId: 'A custom quantity criterion needs the id of the quantity.',
  customQuantityValue:
    'A custom quantity criterion needs exactly one of int_value, float_value, datetime_value, str_value or bool_value.',
  customQuantityOperator: (key: string) => `The operator of "${key}" is only available for numbers and dates.`,
} as const
