import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { Plot } from '../plot/Plot.js'
import type { Hdf5Attribute, Hdf5Node, Hdf5Reader, Hdf5Values } from './hdf5File.js'

/** A 2-D table shows this many rows and columns of what was read (the heatmap shows all of it). */
const TABLE_ROWS = 20
const TABLE_COLUMNS = 10

const cellText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value))

/** One group or dataset: its path, attributes and, for a dataset, shape, dtype and values. */
export function Hdf5NodeView({ reader, node }: { reader: Hdf5Reader; node: Hdf5Node }) {
  return (
    <Box data-testid="hdf5-node" sx={{ mt: 1 }}>
      <Typography variant="overline">{node.kind === 'other' ? 'link' : node.kind}</Typography>
      <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
        {node.path}
      </Typography>
      {node.kind === 'other' && <Typography variant="body2">{node.description}</Typography>}
      {node.kind === 'dataset' && (
        <Table size="small" aria-label="dataset">
          <TableBody>
            <TableRow>
              <TableCell>shape</TableCell>
              <TableCell>{node.shape.length === 0 ? 'scalar' : `[${node.shape.join(', ')}]`}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>dtype</TableCell>
              <TableCell>{node.dtype}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
      {node.kind !== 'other' && <Attributes attributes={node.attributes} />}
      {node.kind === 'dataset' && <DatasetValues reader={reader} path={node.path} units={node.attributes.find((a) => a.name === 'units')?.value} />}
    </Box>
  )
}

function Attributes({ attributes }: { attributes: Hdf5Attribute[] }) {
  if (attributes.length === 0) return null
  return (
    <>
      <Typography variant="overline" component="div">
        attributes
      </Typography>
      <Table size="small" aria-label="attributes">
        <TableBody>
          {attributes.map((attribute) => (
            <TableRow key={attribute.name}>
              <TableCell>{attribute.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{attribute.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}

/** `units`: the dataset's `units` attribute (NeXus writes it), shown on the value axis. */
function DatasetValues({ reader, path, units }: { reader: Hdf5Reader; path: string; units?: string }) {
  const read = useMemo((): Hdf5Values | Error => {
    try {
      return reader.read(path)
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }, [reader, path])
  if (read instanceof Error) return <Typography color="error">{`Could not read ${path}: ${read.message}`}</Typography>
  const { shape, values, note } = read
  const numeric = values.every((value) => typeof value === 'number')
  return (
    <Box data-testid="hdf5-values">
      <Typography variant="overline" component="div">
        values
      </Typography>
      {note && (
        <Typography variant="caption" component="div" color="text.secondary">
          {note}
        </Typography>
      )}
      {shape.length === 0 && <Typography data-testid="hdf5-scalar">{cellText(values[0])}</Typography>}
      {shape.length === 1 && (numeric ? <LinePlot path={path} values={values as number[]} units={units} /> : <ValueTable rows={values.map((value) => [value])} />)}
      {shape.length === 2 && <Matrix path={path} shape={shape} values={values} numeric={numeric} />}
    </Box>
  )
}

function LinePlot({ path, values, units }: { path: string; values: number[]; units?: string }) {
  const data = useMemo(() => [{ type: 'scatter' as const, mode: 'lines' as const, x: values.map((_, i) => i), y: values }], [values])
  const name = path.split('/').pop() ?? path
  const layout = useMemo(() => ({ xaxis: { title: { text: 'index' } }, yaxis: { title: { text: units ? `${name} (${units})` : name } } }), [name, units])
  return <Plot data={data} layout={layout} height={300} label={`line plot of ${path}`} />
}

function Matrix({ path, shape, values, numeric }: { path: string; shape: number[]; values: unknown[]; numeric: boolean }) {
  const rows = useMemo(() => Array.from({ length: shape[0] }, (_, i) => values.slice(i * shape[1], (i + 1) * shape[1])), [shape, values])
  const data = useMemo(() => [{ type: 'heatmap' as const, z: rows as number[][] }], [rows])
  return (
    <>
      {numeric && <Plot data={data} height={300} label={`heatmap of ${path}`} />}
      <ValueTable rows={rows} />
    </>
  )
}

/** The first rows and columns of a table of values, with '…' where it goes on. */
function ValueTable({ rows }: { rows: unknown[][] }) {
  const shown = rows.slice(0, TABLE_ROWS)
  return (
    <Box sx={{ maxHeight: 300, overflow: 'auto' }}>
      <Table size="small" aria-label="values">
        <TableBody>
          {shown.map((row, i) => (
            <TableRow key={i}>
              <TableCell component="th" sx={{ color: 'text.secondary' }}>
                {i}
              </TableCell>
              {row.slice(0, TABLE_COLUMNS).map((value, j) => (
                <TableCell key={j}>{cellText(value)}</TableCell>
              ))}
              {row.length > TABLE_COLUMNS && <TableCell>…</TableCell>}
            </TableRow>
          ))}
          {rows.length > TABLE_ROWS && (
            <TableRow>
              <TableCell colSpan={Math.min(rows[0]?.length ?? 1, TABLE_COLUMNS) + 2}>…</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  )
}
