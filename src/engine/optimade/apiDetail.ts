import type { OptimadeTranslation } from './translate.js'

/**
 * NOMAD's 422 detail for a filter that does not parse or translate, as recorded from NOMAD:
 * `loc` holds one location, itself a list (`[["optimade_filter"]]`); NOMAD's GUI reads
 * `loc[i][0] === 'optimade_filter'`, the column from `col N` and the expected tokens from
 * `\t* TOKEN` lines of `msg`.
 */
export function optimadeApiDetail(result: Extract<OptimadeTranslation, { ok: false }>) {
  return [{ loc: [['optimade_filter']], msg: result.message, type: 'value_error.exception' }]
}
