import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { convertNumbers, useDisplayUnit } from '../units/displayUnits.js'
import { formatScalar, forJsonView, MATRIX_MAX_HEIGHT, MATRIX_ROW_HEIGHT, matrixPreview, moreItemsText, shapeOf } from './lanes.js'

/**
 * A quantity value: a scalar with its unit, or a matrix (first 5 items, 24 px rows, at most 300 px);
 * numbers in the display unit of the chosen unit system (`unit` is the stored one).
 */
export function QuantityValue({ value, unit: storedUnit }: { value: unknown; unit?: string }) {
  const { label: unit, convert } = useDisplayUnit(storedUnit)
  if (Array.isArray(value)) return <Matrix value={value} unit={unit} convert={convert} />
  if (value !== null && typeof value === 'object') return <JsonView value={value} />
  return (
    <Typography component="span" data-testid="quantity-value">
      {formatScalar(convertNumbers(value, convert))}
      {unit ? ` ${unit}` : ''}
    </Typography>
  )
}

function Matrix({ value, unit, convert }: { value: unknown[]; unit?: string; convert: (value: number) => number }) {
  const preview = matrixPreview(value)
  const more = preview.more
  const rows = preview.rows.map((row) => convertNumbers(row, convert))
  const shape = shapeOf(value)
  return (
    <Box data-testid="matrix">
      <Box sx={{ maxHeight: MATRIX_MAX_HEIGHT, overflow: 'auto', fontFamily: 'monospace', fontSize: 13 }}>
        {rows.map((row, i) => (
          <Box key={i} sx={{ height: MATRIX_ROW_HEIGHT, lineHeight: `${MATRIX_ROW_HEIGHT}px`, whiteSpace: 'nowrap' }}>
            {Array.isArray(row) ? row.slice(0, 5).map(formatScalar).join('  ') + (row.length > 5 ? '  …' : '') : formatScalar(row)}
          </Box>
        ))}
      </Box>
      {more > 0 && <Typography variant="caption">{moreItemsText(more)}</Typography>}
      <Typography variant="caption" component="div" color="text.secondary">
        [{shape.join(', ')}]{unit ? ` ${unit}` : ''}
      </Typography>
    </Box>
  )
}

export function JsonView({ value }: { value: unknown }) {
  return (
    <Box component="pre" data-testid="json-view" sx={{ fontSize: 12, m: 0, maxHeight: 400, overflow: 'auto' }}>
      {JSON.stringify(forJsonView(value), null, 2)}
    </Box>
  )
}
