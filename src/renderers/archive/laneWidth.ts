import { elnAnnotation } from './editing.js'

export const LANE_WIDTH = 320
/** Lanes that show plots are wide, as NOMAD's plot lanes are, so a plot is not squeezed into a list column. */
export const PLOT_LANE_WIDTH = 640

/** A width from an ELN `lane_width` annotation ('600px', '600', 600), when it is one. */
export function parseLaneWidth(value: unknown): number | undefined {
  const width = typeof value === 'number' ? value : typeof value === 'string' ? Number(/^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value)?.[1]) : NaN
  return Number.isFinite(width) && width > 0 ? width : undefined
}

/** The width of a lane: its section's `eln.lane_width`, else wide when it shows plots, else the default. */
export function laneWidth(options: { def?: { annotations?: Record<string, unknown> }; showsPlots?: boolean }): number {
  const declared = parseLaneWidth(elnAnnotation(options.def)?.lane_width)
  if (declared !== undefined) return Math.max(declared, options.showsPlots ? PLOT_LANE_WIDTH : LANE_WIDTH)
  return options.showsPlots ? PLOT_LANE_WIDTH : LANE_WIDTH
}
