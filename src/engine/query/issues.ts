/** A problem found in a query: where it is (keys and list indices), and what to tell whom. */
export interface QueryIssue {
  code: 'invalid_query' | 'unknown_quantity' | 'invalid_value' | 'optimade_filter'
  /**
   * `structure`: the query is malformed (NOMAD rejects it when reading the request body);
   * `search`: well formed, but names unknown quantities, wrong values or a bad OPTIMADE filter
   * (NOMAD rejects it when it runs the search).
   */
  stage: 'structure' | 'search'
  /** Path inside the query JSON, e.g. `['and', 1, 'results.material.elements:all']`. */
  path: (string | number)[]
  /** The API's text (NOMAD's wording where NOMAD has one). */
  message: string
  /** The text the GUI shows, where spec 2 gives one. */
  guiMessage?: string
  quantity?: string
}

/** NOMAD's 422 detail item. */
export interface ApiDetailItem {
  loc: (string | number | string[])[]
  msg: string
  type: string
}

/**
 * The issues as NOMAD's 422 `detail` list. Malformed queries are located like other body errors
 * (`['body', 'query', ...]`); problems of the search stage (unknown quantity, bad OPTIMADE
 * filter, bad value) carry NOMAD's search-error location, one list holding the quantity:
 * `[["optimade_filter"]]`, as recorded from NOMAD and read by its GUI.
 */
export function issuesToApiDetail(issues: QueryIssue[]): ApiDetailItem[] {
  return issues.map((issue) => {
    if (issue.stage === 'structure') return { loc: ['body', 'query', ...issue.path], msg: issue.message, type: 'value_error' }
    const name = issue.quantity ?? String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? 'query')
    return { loc: [[name]], msg: issue.message, type: 'value_error.exception' }
  })
}
