/** The parse tree of an OPTIMADE filter, as the grammar's actions build it. */

export type FilterOperator = '=' | '!=' | '<' | '<=' | '>' | '>='

/** A property path: `elements`, or `references.authors.lastname` for nested properties. */
export type PropertyPath = string[]

export type FilterValue =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'property'; path: PropertyPath }

export interface ListItem {
  op: FilterOperator
  value: FilterValue
}

export type HasMode = 'one' | 'all' | 'any' | 'only'

export type FilterNode =
  | { type: 'and'; operands: FilterNode[] }
  | { type: 'or'; operands: FilterNode[] }
  | { type: 'not'; operand: FilterNode }
  | { type: 'comparison'; left: FilterValue; op: FilterOperator; right: FilterValue }
  | { type: 'known'; property: PropertyPath; known: boolean }
  | { type: 'fuzzy'; property: PropertyPath; op: 'contains' | 'starts_with' | 'ends_with'; value: FilterValue }
  | { type: 'has'; property: PropertyPath; mode: HasMode; values: ListItem[] }
  | { type: 'has_zip'; properties: PropertyPath[]; mode: HasMode; tuples: ListItem[][] }
  | { type: 'length'; property: PropertyPath; op: FilterOperator; value: FilterValue }
