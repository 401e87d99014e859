import { OPTIMADE_PARSE_TEXT } from '../api/errors.js'

/** Texts of the OPTIMADE filter support. */
export const optimadeMessages = {
  /** The GUI's text for a filter that does not parse. */
  cannotParse: OPTIMADE_PARSE_TEXT,
  /** Prefix of the API message, as NOMAD words it. */
  apiPrefix: 'Could not parse optimade filter: ',
  unknownProperty: (name: string) => `The OPTIMADE property "${name}" is not known or cannot be searched.`,
  notAList: (name: string) => `The OPTIMADE property "${name}" is not a list: HAS and LENGTH do not apply.`,
  onlyLength: (name: string) => `The OPTIMADE property "${name}" can only be searched with LENGTH.`,
  noLength: (name: string) => `LENGTH is not supported for the OPTIMADE property "${name}".`,
  hasOnly: (name: string) => `HAS ONLY is only supported for "elements", not for "${name}".`,
  hasOnlyOperators: 'HAS ONLY only supports plain values, no operators.',
  zip: 'Searching several properties together (":" lists) is not supported.',
  propertyComparison: 'Comparing two properties with each other is not supported.',
  fuzzyValue: 'CONTAINS, STARTS WITH and ENDS WITH need a string value.',
  lengthValue: 'LENGTH needs a number.',
} as const
