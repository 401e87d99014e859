import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { quantityLabel } from '../common/quantityLabel.js'
import { useAxisUnit } from '../common/useAxisUnit.js'
import { useInView } from '../common/useInView.js'
import { WidgetFrame } from '../common/WidgetFrame.js'
import { useEntriesQuery, useSearchContext } from '../searchContext.js'
import type { WidgetOf, WidgetRendererProps } from '../types.js'
import { axisQuantity, INVALID_PATH_TEXT, parseAxisPath } from './axisPath.js'
import { ScatterChart, type ScatterRange } from './ScatterChart.js'
import { scatterPoints, scatterRequest, skippedText } from './scatterData.js'

/** Entries as points over two quantities (and a colour); select a box to filter by both ranges, click a point to open its entry. */
export function ScatterPlotWidget({ widget, onEdit, onRemove }: WidgetRendererProps<WidgetOf<'scatter_plot'>>) {
  const bodyRef = useRef<HTMLDivElement>(null)
  const visible = useInView(bodyRef)
  const context = useSearchContext()
  const navigate = useNavigate()
  // The axes may be JMESPath expressions; units, titles and box selections belong to the quantity they read.
  const colorText = widget.markers?.color?.search_quantity
  const pathError = [widget.x.search_quantity, widget.y.search_quantity, ...(colorText ? [colorText] : [])].some((text) => !parseAxisPath(text).ok)
  const xQuantity = axisQuantity(widget.x.search_quantity)
  const yQuantity = axisQuantity(widget.y.search_quantity)
  const colorQuantity = colorText ? axisQuantity(colorText) : ''
  const discreteColor = ['string', 'enum'].includes(context.quantity(colorQuantity)?.dtype ?? '')
  const x = useAxisUnit(xQuantity, widget.x.unit)
  const y = useAxisUnit(yQuantity, widget.y.unit)
  const color = useAxisUnit(colorQuantity, widget.markers?.color?.unit)
  const body = useMemo(() => scatterRequest(widget, context.apiQuery, context.owner), [widget, context.apiQuery, context.owner])
  const hits = useEntriesQuery(body, visible && !pathError)
  const { toDisplay: xDisplay } = x
  const { toDisplay: yDisplay } = y
  const { toDisplay: colorDisplay } = color
  // The converters change identity on every render; the points only when the hits or units do.
  const xUnit = x.label
  const yUnit = y.label
  const colorUnit = color.label
  const { points, skipped } = useMemo(
    () => scatterPoints(widget, hits.data ?? [], { x: xDisplay, y: yDisplay, color: colorDisplay }, discreteColor),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [widget, hits.data, xUnit, yUnit, colorUnit, discreteColor],
  )
  const skippedNote = skippedText(skipped)

  const axisTitle = (axis: { title?: string; search_quantity: string }, unit: string | undefined) =>
    `${axis.title ?? quantityLabel(axisQuantity(axis.search_quantity))}${unit ? ` (${unit})` : ''}`

  const select = ({ x: [x0, x1], y: [y0, y1] }: ScatterRange) => {
    context.setFilter(xQuantity, { gte: x.fromDisplay(Math.min(x0, x1)), lte: x.fromDisplay(Math.max(x0, x1)) })
    context.setFilter(yQuantity, { gte: y.fromDisplay(Math.min(y0, y1)), lte: y.fromDisplay(Math.max(y0, y1)) })
  }

  return (
    <WidgetFrame
      ref={bodyRef}
      title={widget.title ?? `${quantityLabel(yQuantity)} vs. ${quantityLabel(xQuantity)}`}
      description={widget.description}
      onEdit={onEdit}
      onRemove={onRemove}
      footer={
        !pathError &&
        skippedNote && (
          <Typography variant="caption" color="text.secondary" data-testid="scatter-skipped">
            {skippedNote}
          </Typography>
        )
      }
    >
      {pathError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {INVALID_PATH_TEXT}
        </Alert>
      ) : hits.error ? (
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
