import type { TypedFastBitSet } from 'typedfastbitset'
import type { IndexSearchRequest, IndexSearchResult, StoredDoc } from '../../store/interfaces.js'
import type { SearchColumn } from '../../store/duckdb/search-columns.js'
import type { DocFetcher } from '../aggregations.js'
import { customColumnOf, type ColumnResolver } from '../compile-query.js'
import { withoutQuantity } from '../exclude-quantity.js'
import { offsetOf, orderingOf, pageAfterValueOf, type Ordering } from '../pagination.js'
import { aggregationQuantity, facetAggregation, facetAnswers, fitsColumn } from './facet-aggregations.js'
import type { FacetAnswer } from './facet-answers.js'
import type { FacetColumn, NumberColumn } from './facet-columns.js'
import { OWNER_COLUMNS, type FacetIndex } from './facet-index.js'
import { ownerRows } from './facet-owner.js'
import { topRows } from './facet-page.js'
import { FacetQuery, queryColumns } from './facet-query.js'

/** Pages reaching further than this many hits are read by SQL (keeping the best rows costs per hit kept). */
const MAX_PAGE_END = 10_000

/**
 * Answers an entries search from the facet index when it holds every column the request reads
 * and the request asks nothing it cannot answer (see queryColumns and facetAnswers); undefined
 * otherwise, and the caller asks SQL. The answer is the one SQL gives (tests compare both).
 */
export async function facetSearch(request: IndexSearchRequest, resolve: ColumnResolver, index: FacetIndex, fetchDocs: DocFetcher): Promise<IndexSearchResult | undefined> {
  if (request.resource === 'materials') return undefined
  const { pagination } = request
  const ordering = orderingOf(pagination, 'entry_id', resolve)
  const offset = offsetOf(pagination)
  if (offset + pagination.page_size + 1 > MAX_PAGE_END) return undefined
  const wanted = needed(request, resolve)
  if (!wanted) return undefined
  const columns = index.columnsOf(wanted)
  if (!columns) return undefined
  const columnOf = (quantity: string) => {
    const column = resolve(quantity)
    return column && columns.get(column.quantity)
  }
  const sortColumn = ordering.byId ? undefined : columnOf(pagination.order_by!)
  if (sortColumn && sortColumn.kind !== 'number') return undefined
  for (const aggregation of Object.values(request.aggregations)) {
    const column = columnOf(aggregationQuantity(aggregation)!)
    if (column && !fitsColumn(aggregation, column)) return undefined
  }

  const key = JSON.stringify([request.owner, request.access, request.query, pagination, request.aggregations])
  let answer = index.answers.read(key, index.version)
  let docs: Promise<Map<string, StoredDoc>>
  if (answer) docs = documentsOf(answer.ids, fetchDocs)
  else {
    const selection = selectionOf(request, resolve, index, columns)
    const page = pageOf(selection, request, index, ordering, sortColumn as NumberColumn | undefined, offset)
    // The database reads the page's documents while the aggregations are counted here.
    docs = documentsOf(page.ids, fetchDocs)
    docs.catch(() => undefined)
    const version = index.version
    answer = { ...page, aggregations: await aggregationsOf(selection, request, columnOf) }
    // A write applied meanwhile (the counting lets other work run between aggregations): the answer is not kept.
    if (index.version === version) index.answers.keep(key, version, answer)
  }
  index.answered++
  const found = await docs
  return {
    total: answer.total,
    data: answer.ids.map((id) => found.get(id)).filter((doc): doc is StoredDoc => doc !== undefined),
    ...(answer.nextPageAfterValue !== undefined && { next_page_after_value: answer.nextPageAfterValue }),
    // Kept answers are handed out as copies: the response is built around them.
    aggregations: structuredClone(answer.aggregations),
  }
}

function documentsOf(ids: string[], fetchDocs: DocFetcher): Promise<Map<string, StoredDoc>> {
  return ids.length > 0 ? fetchDocs(ids) : Promise.resolve(new Map())
}

/** The rows the request's owner may see, and those of them its query selects. */
interface Selection {
  owner: TypedFastBitSet
  query: FacetQuery
  hits: TypedFastBitSet
}

function selectionOf(request: IndexSearchRequest, resolve: ColumnResolver, index: FacetIndex, columns: Map<string, FacetColumn>): Selection {
  const owner = ownerRows(request.owner, request.access, columns, index)
  const query = new FacetQuery(index, columns, resolve)
  return { owner, query, hits: query.rowsOf(request.query).intersection(owner) }
}

async function aggregationsOf({ owner, query, hits }: Selection, request: IndexSearchRequest, columnOf: (quantity: string) => FacetColumn | undefined): Promise<FacetAnswer['aggregations']> {
  const aggregations: FacetAnswer['aggregations'] = {}
  for (const [name, aggregation] of Object.entries(request.aggregations)) {
    // Reading the page's documents takes the database several steps, each started from this thread:
    // letting them go on between aggregations took 2–3 ms off a cold request at a million entries.
    await new Promise((resolve) => setImmediate(resolve))
    const quantity = aggregationQuantity(aggregation)!
    const spec = aggregation.terms ?? aggregation.histogram ?? aggregation.min_max
    const rows = spec?.exclude_from_search ? query.rowsOf(withoutQuantity(request.query, quantity)).intersection(owner) : hits
    aggregations[name] = facetAggregation(aggregation, columnOf(quantity), rows)
  }
  return aggregations
}

function pageOf({ hits }: Selection, request: IndexSearchRequest, index: FacetIndex, ordering: Ordering, sortColumn: NumberColumn | undefined, offset: number): Omit<FacetAnswer, 'aggregations'> {
  const { pagination } = request
  const total = hits.size()
  if (pagination.page_size === 0) return { total, ids: [] }
  const best = topRows(hits, offset + pagination.page_size + 1, ordering, sortColumn, index, pagination.page_after_value).slice(offset)
  const shown = best.slice(0, pagination.page_size)
  const last = shown.at(-1)
  const sortText = (value: number | null) => (value === null ? null : ordering.sqlType === 'TIMESTAMP' ? new Date(value).toISOString().slice(0, -1) : value)
  return {
    total,
    ids: shown.map((hit) => index.entryIdOf(hit.row)),
    ...(best.length > pagination.page_size && last && { nextPageAfterValue: pageAfterValueOf(ordering, sortText(last.sortValue), index.entryIdOf(last.row)) }),
  }
}

/** The search columns the request reads (the owner's access columns included), undefined when it asks what facets cannot answer. */
function needed(request: IndexSearchRequest, resolve: ColumnResolver): SearchColumn[] | undefined {
  const columns = queryColumns(request.query, resolve)
  if (!columns) return undefined
  columns.push(...OWNER_COLUMNS)
  for (const aggregation of Object.values(request.aggregations)) {
    const quantity = aggregationQuantity(aggregation)
    if (!facetAnswers(aggregation) || quantity === undefined || customColumnOf(quantity)) return undefined
    const column = resolve(quantity)
    if (column) columns.push(column)
  }
  const orderBy = request.pagination.order_by
  if (orderBy !== undefined && !['entry_id', '_doc', '_score'].includes(orderBy)) {
    const column = resolve(orderBy)
    if (column) columns.push(column)
  }
  return columns
}
