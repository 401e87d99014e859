import { alpha, darken, lighten, type Theme } from '@mui/material/styles'

/** Class names of the result rows' plain table elements, styled once by resultRowStyles on their table. */
export const RESULT_CLASS = {
  row: 'strata-result-row',
  cell: 'strata-result-cell',
  /** A narrow cell of controls: the details toggle, the row actions. */
  controls: 'strata-result-controls',
  details: 'strata-result-details',
  /** A row's icon button or link (details toggle, actions, entry link). */
  icon: 'strata-result-icon',
} as const

/**
 * The height (px, as offsetHeight gives it) of a result row without its details: 6 px of padding above and below
 * a body2 line of 20 px, and a 1 px border. The results table's virtualizer takes it as its estimate: when the
 * first rows measure what it assumed, they are drawn once, without a second render to place them.
 */
export const RESULT_ROW_HEIGHT = 33

/**
 * The look of MUI's small body TableCell, hover TableRow and small IconButton, for plain <tr>, <td>,
 * <button> and <a> elements. A result row is a dozen MUI parts otherwise, each styled and set up on
 * its own at every render: on two cores they were the largest part of the search page's first render.
 * The row controls (RowActions, EntryLink) take their look from here, so they belong in a results table.
 */
export function resultRowStyles(theme: Theme) {
  const divider = alpha(theme.palette.divider, 1)
  const border = `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`
  const cell = { ...theme.typography.body2, display: 'table-cell', verticalAlign: 'inherit', borderBottom: border, textAlign: 'left', color: theme.palette.text.primary }
  return {
    [`& .${RESULT_CLASS.row}:hover`]: { backgroundColor: theme.palette.action.hover },
    [`& .${RESULT_CLASS.cell}`]: { ...cell, padding: '6px 16px', whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' },
    [`& .${RESULT_CLASS.controls}`]: { ...cell, width: 24, padding: '0 12px 0 16px', whiteSpace: 'nowrap' },
    [`& .${RESULT_CLASS.details}`]: { ...cell, padding: '6px 16px' },
    [`& .${RESULT_CLASS.icon}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      outline: 0,
      backgroundColor: 'transparent',
      color: theme.palette.action.active,
      fontSize: theme.typography.pxToRem(18),
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
      '&:focus-visible': { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.focusOpacity) },
      '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
  }
}
