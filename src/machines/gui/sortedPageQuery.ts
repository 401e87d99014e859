/** One page of a sorted API list, as the uploads and entries lists ask for it. */
export interface SortedPageQuery {
  page: number
  page_size: number
  order: 'asc' | 'desc'
  order_by: string
}
