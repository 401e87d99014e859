import jmespath from 'jmespath'
import type { WidgetOf } from '../types.js'
import type { ScatterPoints } from './ScatterChart.js'

type ScatterWidget = WidgetOf<'scatter_plot'>

const queryOf = (quantity: string): string => quantity.split('#')[0]

/** The entries/query body of a scatter plot (spec 2 §7): `size` hits with the entry id and the plotted quantities. */
export function scatterRequest(widget: ScatterWidget, query: Record<string, unknown>, owner: string): Record<string, unknown> {
  const quantities = [widget.x.search_quantity, widget.y.search_quantity, widget.markers?.color?.search_quantity].filter(
    (quantity): quantity is string => typeof quantity === 'string' && quantity !== '',
  )
  return {
    owner,
    query,
    pagination: { page_size: widget.size, order: 'asc' },
    required: { include: ['entry_id', ...quantities.map(queryOf)] },
  }
}

const valueAt = (hit: Record<string, unknown>, quantity: string): unknown => {
  try {
    return jmespath.search(hit, queryOf(quantity))
  } catch {
    return undefined
  }
}

const plottable = (value: unknown): value is number | string => (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'

/**
 * Points from the hits: one per entry that has both axis values; repeated values (several per entry) give
 * one point each when the axes have the same number of values.
 */
export function scatterPoints(widget: ScatterWidget, hits: readonly Record<string, unknown>[], convert: { x: (v: number) => number; y: (v: number) => number; color?: (v: number) => number }): ScatterPoints {
  const points: ScatterPoints = { x: [], y: [], ids: [], ...(widget.markers?.color && { color: [] }) }
  const colorQuantity = widget.markers?.color?.search_quantity
  for (const hit of hits) {
    const id = typeof hit.entry_id === 'string' ? hit.entry_id : undefined
    if (!id) continue
    const xs = [valueAt(hit, widget.x.search_quantity)].flat()
    const ys = [valueAt(hit, widget.y.search_quantity)].flat()
    if (xs.length !== ys.length) continue
    const colors = colorQuantity ? [valueAt(hit, colorQuantity)].flat() : []
    xs.forEach((x, index) => {
      const y = ys[index]
      if (!plottable(x) || !plottable(y)) return
      points.x.push(typeof x === 'number' ? convert.x(x) : x)
      points.y.push(typeof y === 'number' ? convert.y(y) : y)
      points.ids.push(id)
      if (points.color) {
        const color = colors.length === xs.length ? colors[index] : colors[0]
        points.color.push(typeof color === 'number' ? (convert.color ? convert.color(color) : color) : typeof color === 'string' ? color : undefined)
      }
    })
  }
  return points
}
