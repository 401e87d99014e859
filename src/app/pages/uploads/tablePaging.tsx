import TablePagination from '@mui/material/TablePagination'

/** Spec 1 §9: page sizes of every table. */
export const PAGE_SIZES = [5, 10, 50, 100]

/** The page and page size of a paged table, as the API takes them (pages count from 1). */
export interface PageQuery {
  page: number
  page_size: number
}

/** The set with `id` added when it was missing, removed when it was there. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

export interface TablePagerProps {
  total: number
  query: PageQuery
  onQuery: (query: PageQuery | { page: number }) => void
}

/** Page navigation and rows per page below a paged table; a new page size starts again at page 1. */
export function TablePager({ total, query, onQuery }: TablePagerProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, query.page - 1)}
      rowsPerPage={query.page_size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, page) => onQuery({ page: page + 1 })}
      onRowsPerPageChange={(event) => onQuery({ page_size: Number(event.target.value), page: 1 })}
    />
  )
}
