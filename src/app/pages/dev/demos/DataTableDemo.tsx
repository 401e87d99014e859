import Typography from '@mui/material/Typography'
import { useCallback, useMemo, useState } from 'react'
import { columnSchema, type Column } from '../../../../engine/config/columns.js'
import { ResultsTableView } from '../../../../renderers/results/ResultsTableView.js'
import { demoRows, DEMO_ROW_COUNT } from './demoRows.js'

const PAGE = 50

/** One column per cell format the results table knows: text, lists, authors, numbers, separators, dates. */
const COLUMNS: Column[] = [
  { search_quantity: 'entry_name', title: 'Name', selected: true },
  { search_quantity: 'results.material.chemical_formula_hill', title: 'Formula', selected: true },
  { search_quantity: 'results.material.elements', title: 'Elements', selected: true },
  { search_quantity: 'results.properties.electronic.band_gap[0].value', title: 'Band gap', unit: 'eV', selected: true, format: { decimals: 2, mode: 'standard' }, align: 'right' },
  { search_quantity: 'results.material.n_atoms', title: 'Atoms (separators)', selected: true, format: { decimals: 0, mode: 'separators', separator: ',' }, align: 'right' },
  { search_quantity: 'results.properties.mechanical.bulk_modulus', title: 'Bulk modulus (scientific)', selected: false, format: { decimals: 3, mode: 'scientific' }, align: 'right' },
  { search_quantity: 'upload_create_time', title: 'Upload time', selected: true, format: { decimals: 3, mode: 'date' } },
  { search_quantity: 'authors', title: 'Authors', selected: true },
  { search_quantity: 'entry_id', title: 'Entry id', selected: false },
].map((column) => columnSchema.parse(column))

/**
 * dev/datatable: the search results table with generated rows, paged on scroll (50 at a time, up
 * to DEMO_ROW_COUNT), a column chooser, row details and every cell format.
 */
export function DataTableDemo() {
  const rows = useMemo(() => demoRows(), [])
  const [loaded, setLoaded] = useState(PAGE)
  const [selected, setSelected] = useState<string[]>(COLUMNS.filter((column) => column.selected).map((column) => column.search_quantity))
  const loadMore = useCallback(() => setLoaded((count) => Math.min(count + PAGE, rows.length)), [rows.length])
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The results table of the search pages (ResultsTableView) with {DEMO_ROW_COUNT} generated rows: scroll to load the next {PAGE}, expand a
        row for its details, choose columns with the column button. Loaded: <span data-testid="loaded-rows">{loaded}</span>.
      </Typography>
      <ResultsTableView
        columns={COLUMNS}
        selected={selected}
        onSelectedChange={setSelected}
        rows={rows.slice(0, loaded)}
        total={rows.length}
        hasMore={loaded < rows.length}
        onLoadMore={loadMore}
        unitLabel={(column) => column.unit}
        maxHeight={480}
      />
    </>
  )
}
