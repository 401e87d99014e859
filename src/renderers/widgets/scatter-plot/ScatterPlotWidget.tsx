import Typography from '@mui/material/Typography'
import { useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { quantityLabel } from '../common/quantityLabel.js'
import { useAxisUnit } from '../common/useAxisUnit.js'
import { useInView } from '../common/useInView.js'
import { WidgetFrame } from '../common/WidgetFrame.js'
import { useEntriesQuery, useSearchContext } from '../searchContext.js'
import type { WidgetOf, WidgetRendererProps } from '../types.js'
import { ScatterChart, type ScatterRange } from './ScatterChart.js'
import { scatterPoints, scatterRequest } from './scatterData.js'

/** Entries as points over two quantities (and a colour); select a box to filter by both ranges, click a point to open its entry. */
export function ScatterPlotWidget({ widget, onEdit, onRemove }: WidgetRendererProps<WidgetOf<'scatter_plot'>>) {
  const bodyRef = useRef<HTMLDivElement>(null)
  const visible = useInView(bodyRef)
  const context = useSearchContext()
  const navigate = useNavigate()
  const x = useAxisUnit(widget.x.search_quantity, widget.x.unit)
  const y = useAxisUnit(widget.y.search_quantity, widget.y.unit)
  const color = useAxisUnit(widget.markers?.color?.search_quantity ?? '', widget.markers?.color?.unit)
  const body = useMemo(() => scatterRequest(widget, context.apiQuery, context.owner), [widget, context.apiQuery, context.owner])
  const hits = useEntriesQuery(body, visible)
  const { toDisplay: xDisplay } = x
  const { toDisplay: yDisplay } = y
  const { toDisplay: colorDisplay } = color
  // The converters change identity on every render; the points only when the hits or units do.
  const xUnit = x.label
  const yUnit = y.label
  const colorUnit = color.label
  const points = useMemo(
    () => scatterPoints(widget, hits.data ?? [], { x: xDisplay, y: yDisplay, color: colorDisplay }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [widget, hits.data, xUnit, yUnit, colorUnit],
  )

  const axisTitle = (axis: { title?: string; search_quantity: string }, unit: string | undefined) =>
    `${axis.title ?? quantityLabel(axis.search_quantity)}${unit ? ` (${unit})` : ''}`

  const select = ({ x: [x0, x1], y: [y0, y1] }: ScatterRange) => {
    context.setFilter(widget.x.search_quantity, { gte: x.fromDisplay(Math.min(x0, x1)), lte: x.fromDisplay(Math.max(x0, x1)) })
    context.setFilter(widget.y.search_quantity, { gte: y.fromDisplay(Math.min(y0, y1)), lte: y.fromDisplay(Math.max(y0, y1)) })
  }

  return (
    <WidgetFrame
      ref={bodyRef}
      title={widget.title ?? `${quantityLabel(widget.y.search_quantity)} vs. ${quantityLabel(widget.x.search_quantity)}`}
      description={widget.description}
      onEdit={onEdit}
      onRemove={onRemove}
    >
      {hits.error ? (
        <Typography variant="body2" color="error">
          {hits.error.message}
        </Typography>
      ) : (
        <ScatterChart
          points={points}
          xTitle={axisTitle(widget.x, xUnit)}
          yTitle={axisTitle(widget.y, yUnit)}
          colorTitle={widget.markers?.color ? axisTitle(widget.markers.color, colorUnit) : undefined}
          xLog={widget.x.scale === 'log'}
          yLog={widget.y.scale === 'log'}
          dragMode={widget.drag_mode}
          autorange={widget.autorange}
          onSelect={select}
          onClickPoint={(id) => void navigate(`entry/id/${id}`)}
        />
      )}
    </WidgetFrame>
  )
}
