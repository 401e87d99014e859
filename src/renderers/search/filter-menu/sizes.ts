/** Widths of the filter menu panels (spec 2 §2). */
export const MENU_WIDTHS: Record<string, string> = {
  xs: '17rem',
  sm: '21rem',
  md: '25rem',
  lg: '29rem',
  xl: '33rem',
  xxl: '45rem',
}

export const COLLAPSED_MENU_WIDTH = '3rem'

/** A menu's `size`: a named size, or any CSS width; sm when absent. */
export function menuWidth(size: string | undefined): string {
  if (!size) return MENU_WIDTHS.sm
  return MENU_WIDTHS[size] ?? size
}
