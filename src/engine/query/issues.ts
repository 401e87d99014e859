/** A problem found in a query: where it is (keys and list indices), and what to tell whom. */
export interface QueryIssue {
  code: 'invalid_query' | 'unknown_quantity' | 'invalid_value' | 'optimade_filter'
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
  loc: (string | number)[]
  msg: string
  type: string
}

/** The issues as NOMAD's `detail` list; `loc` starts with `query`, as NOMAD's does. */
export function issuesToApiDetail(issues: QueryIssue[], locPrefix: (string | number)[] = ['query']): ApiDetailItem[] {
  return issues.map((issue) => ({
    loc: [...locPrefix, ...issue.path],
    msg: issue.message,
    type: issue.code === 'invalid_query' ? 'value_error' : 'value_error.exception',
  }))
}
