import DeleteIcon from '@mui/icons-material/Delete'
import DoiIcon from '@mui/icons-material/Bookmark'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Tooltip from '@mui/material/Tooltip'
import { Link } from 'react-router'
import type { Dataset } from '../../../engine/api/schemas/datasets.js'
import { datasetTexts } from '../../../engine/api/schemas/datasets.js'
import { formatDateTime } from '../../../engine/format.js'
import { TablePager } from '../uploads/tablePaging.js'
import { datasetPath, doiUrl, type DatasetsQuery } from './datasetsApi.js'

/** Spec 1 §9: the datasets table sorts by create time, modified time and name. */
const SORTABLE: { orderBy: DatasetsQuery['order_by']; label: string }[] = [
  { orderBy: 'dataset_name', label: 'Name' },
  { orderBy: 'dataset_create_time', label: 'Created' },
  { orderBy: 'dataset_modified_time', label: 'Modified' },
]

export interface DatasetsTableProps {
  datasets: Dataset[]
  total: number
  query: DatasetsQuery
  doiEnabled: boolean
  onQuery: (query: Partial<DatasetsQuery>) => void
  onDelete: (dataset: Dataset) => void
  onAssignDoi: (dataset: Dataset) => void
}

function doiTooltip(dataset: Dataset, doiEnabled: boolean): string {
  if (!doiEnabled) return datasetTexts.doiServiceOff
  if (dataset.doi) return 'This dataset already has a DOI'
  return 'Assign a DOI'
}

/** Your datasets: name (to the dataset page), DOI, dates; delete and DOI actions per row. */
export function DatasetsTable({ datasets, total, query, doiEnabled, onQuery, onDelete, onAssignDoi }: DatasetsTableProps) {
  const sortLabel = (orderBy: DatasetsQuery['order_by'], label: string) => (
    <TableSortLabel
      active={query.order_by === orderBy}
      direction={query.order_by === orderBy ? query.order : 'asc'}
      onClick={() => onQuery({ order_by: orderBy, order: query.order_by === orderBy && query.order === 'asc' ? 'desc' : 'asc', page: 1 })}
    >
      {label}
    </TableSortLabel>
  )
  const [name, created, modified] = SORTABLE
  return (
    <>
      <Table size="small" aria-label="datasets">
        <TableHead>
          <TableRow>
            <TableCell>{sortLabel(name.orderBy, name.label)}</TableCell>
            <TableCell>DOI</TableCell>
            <TableCell>{sortLabel(created.orderBy, created.label)}</TableCell>
            <TableCell>{sortLabel(modified.orderBy, modified.label)}</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {datasets.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>You have no datasets yet. Create one in the metadata dialog of an upload.</TableCell>
            </TableRow>
          )}
          {datasets.map((dataset) => (
            <TableRow key={dataset.dataset_id} hover>
              <TableCell>
                <Link to={datasetPath(dataset.dataset_id)}>{dataset.dataset_name}</Link>
              </TableCell>
              <TableCell>
                {dataset.doi ? (
                  <a href={doiUrl(dataset.doi)} target="_blank" rel="noreferrer">
                    {dataset.doi}
                  </a>
                ) : (
                  ''
                )}
              </TableCell>
              <TableCell>{dataset.dataset_create_time ? formatDateTime(dataset.dataset_create_time) : ''}</TableCell>
              <TableCell>{dataset.dataset_modified_time ? formatDateTime(dataset.dataset_modified_time) : ''}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={doiTooltip(dataset, doiEnabled)}>
                  <span>
                    <IconButton aria-label={`assign a DOI to ${dataset.dataset_name}`} disabled={!doiEnabled || Boolean(dataset.doi)} onClick={() => onAssignDoi(dataset)}>
                      <DoiIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={dataset.doi ? datasetTexts.doiCannotRemove : 'Delete the dataset'}>
                  <span>
                    <IconButton aria-label={`delete ${dataset.dataset_name}`} onClick={() => onDelete(dataset)}>
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager total={total} query={query} onQuery={onQuery} />
    </>
  )
}
