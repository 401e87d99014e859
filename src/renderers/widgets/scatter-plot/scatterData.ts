import jmespath from 'jmespath'
import type { WidgetOf } from '../types.js'
import { axisQuantity, parseAxisPath } from './axisPath.js'
import type { ScatterPoints } from './ScatterChart.js'
import { filled, flatValues, joinedInnermost, repeatedBehind, repeatedInFront, sameShape, shapeOf } from './scatterShapes.js'

type ScatterWidget = WidgetOf<'scatter_plot'>

/** Why an entry gives no points (spec 2 §5 'Scatter data checks', word for word). */
export const SCATTER_DATA_TEXTS = {
  invalidPath: 'Invalid JMESPATH',
  empty: 'Empty value',
  sizeXY: 'Incompatible size for x/y',
  sizeColor: 'Incompatible size for color',
  count: 'Incompatible number of elements',
} as const

/** Label of a point whose (discrete) colour quantity has no value. */
export const NO_COLOR_LABEL = 'not set'

const fieldOf = (quantity: string): string => quantity.split('#')[0]

/** The entries/query body of a scatter plot (spec 2 §7): `size` hits with the entry id and the quantities the axes read. */
export function scatterRequest(widget: ScatterWidget, query: Record<string, unknown>, owner: string): Record<string, unknown> {
  const quantities = [widget.x.search_quantity, widget.y.search_quantity, widget.markers?.color?.search_quantity]
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map((text) => fieldOf(axisQuantity(text)))
  return {
    owner,
    query,
    pagination: { page_size: widget.size, order: 'asc' },
    required: { include: ['entry_id', ...new Set(quantities)] },
  }
}

export interface AxisExpressions {
  x: string
  y: string
  color?: string
}

type EntryValues = { ok: true; x: unknown[]; y: unknown[]; color?: unknown[] } | { ok: false; problem: string }

/**
 * The values of one entry lined up point by point. x and y must end in lists of the same length (or
 * both be single values); the one with fewer levels is repeated over the other's leading levels. A
 * colour is repeated to fit when it is a single value or matches the leading levels; a discrete colour
 * with one level more names several labels per point.
 */
export function entryValues(hit: Record<string, unknown>, paths: AxisExpressions, discreteColor: boolean): EntryValues {
  const read: Record<string, unknown> = {}
  for (const [name, path] of Object.entries(paths)) {
    if (path === undefined) continue
    let value: unknown
    try {
      value = jmespath.search(hit, path)
    } catch {
      return { ok: false, problem: SCATTER_DATA_TEXTS.invalidPath }
    }
    if (value === null || value === undefined) {
      if (name !== 'color' || !discreteColor) return { ok: false, problem: SCATTER_DATA_TEXTS.empty }
      value = NO_COLOR_LABEL
    }
    read[name] = value
  }
  const xShape = shapeOf(read.x)
  const yShape = shapeOf(read.y)
  if (xShape.at(-1) !== yShape.at(-1)) return { ok: false, problem: SCATTER_DATA_TEXTS.sizeXY }
  const shape = xShape.length >= yShape.length ? xShape : yShape
  const x = flatValues(repeatedInFront(read.x, xShape, shape))
  const y = flatValues(repeatedInFront(read.y, yShape, shape))

  let color: unknown[] | undefined
  if (paths.color !== undefined) {
    let value = read.color
    let colorShape = shapeOf(value)
    if (discreteColor && colorShape.length === shape.length + 1) {
      value = joinedInnermost(value)
      colorShape = colorShape.slice(0, -1)
    }
    if (!sameShape(colorShape, shape)) {
      if (colorShape.length === 0 || (colorShape.length === 1 && colorShape[0] === 1)) {
        value = filled(shape, colorShape.length === 0 ? value : (value as unknown[])[0])
      } else if (colorShape.length < shape.length && colorShape[0] === shape[0]) {
        value = repeatedBehind(value, colorShape, shape)
      } else {
        return { ok: false, problem: SCATTER_DATA_TEXTS.sizeColor }
      }
    }
    color = flatValues(value)
  }
  // Lists of uneven lengths pass the checks above by their first items only.
  if (x.length !== y.length || (color !== undefined && color.length !== x.length)) return { ok: false, problem: SCATTER_DATA_TEXTS.count }
  return { ok: true, x, y, color }
}

export interface ScatterData {
  points: ScatterPoints
  /** Entries left out, by the reason of spec 2 §5. */
  skipped: Record<string, number>
}

const plottable = (value: unknown): value is number | string => (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'

export interface ScatterConversion {
  x: (value: number) => number
  y: (value: number) => number
  color?: (value: number) => number
}

/** Points from the hits, each in its axis unit, and how many entries were left out for which reason. */
export function scatterPoints(widget: ScatterWidget, hits: readonly Record<string, unknown>[], convert: ScatterConversion, discreteColor = false): ScatterData {
  const expression = (text: string | undefined) => {
    if (!text) return undefined
    const parsed = parseAxisPath(text)
    return parsed.ok ? parsed.expression : text
  }
  const paths: AxisExpressions = { x: expression(widget.x.search_quantity)!, y: expression(widget.y.search_quantity)! }
  const colorPath = expression(widget.markers?.color?.search_quantity)
  if (colorPath) paths.color = colorPath
  const points: ScatterPoints = { x: [], y: [], ids: [], ...(colorPath && { color: [] }) }
  const skipped: Record<string, number> = {}
  for (const hit of hits) {
    const id = typeof hit.entry_id === 'string' ? hit.entry_id : undefined
    if (!id) continue
    const values = entryValues(hit, paths, discreteColor)
    if (!values.ok) {
      skipped[values.problem] = (skipped[values.problem] ?? 0) + 1
      continue
    }
    values.x.forEach((x, index) => {
      const y = values.y[index]
      if (!plottable(x) || !plottable(y)) return
      points.x.push(typeof x === 'number' ? convert.x(x) : x)
      points.y.push(typeof y === 'number' ? convert.y(y) : y)
      points.ids.push(id)
      if (points.color) {
        const color = values.color?.[index]
        points.color.push(typeof color === 'number' ? (convert.color ? convert.color(color) : color) : typeof color === 'string' ? color : undefined)
      }
    })
  }
  return { points, skipped }
}

/** One line about the entries left out, e.g. `2 entries not shown: Empty value (1), Incompatible size for x/y (1)`. */
export function skippedText(skipped: Record<string, number>): string | undefined {
  const reasons = Object.entries(skipped)
  if (reasons.length === 0) return undefined
  const total = reasons.reduce((sum, [, count]) => sum + count, 0)
  return `${total} ${total === 1 ? 'entry' : 'entries'} not shown: ${reasons.map(([reason, count]) => `${reason} (${count})`).join(', ')}`
}
