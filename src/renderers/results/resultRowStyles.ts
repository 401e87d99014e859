import { alpha, darken, lighten, type Theme } from '@mui/material/styles'

/** Class names of the result rows' plain table elements, styled once by resultRowStyles on their table. */
export const RESULT_CLASS = {
  row: 'strata-result-row',
  cell: 'strata-result-cell',
  /** A narrow cell of controls: the details toggle, the row actions. */
  controls: 'strata-result-controls',
  details: 'strata-result-details',
} as const

/**
 * The look of MUI's small body TableCell and hover TableRow, for plain <tr>/<td> elements. A result
 * row is a hundred-odd MUI table parts otherwise, each styled on its own at every render: on two
 * cores that was the largest part of the search page's first render.
 */
export function resultRowStyles(theme: Theme) {
  const divider = alpha(theme.palette.divider, 1)
  const border = `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`
  const cell = { ...theme.typography.body2, display: 'table-cell', verticalAlign: 'inherit', borderBottom: border, textAlign: 'left', color: theme.palette.text.primary }
  return {
    [`& .${RESULT_CLASS.row}:hover`]: { backgroundColor: theme.palette.action.hover },
    [`& .${RESULT_CLASS.cell}`]: { ...cell, padding: '6px 16px', whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' },
    [`& .${RESULT_CLASS.controls}`]: { ...cell, width: 24, padding: '0 12px 0 16px', whiteSpace: 'nowrap', '& > *': { padding: 0 } },
    [`& .${RESULT_CLASS.details}`]: { ...cell, padding: '6px 16px' },
  }
}
