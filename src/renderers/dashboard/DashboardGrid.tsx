import Box from '@mui/material/Box'
import { Responsive, useContainerWidth, getBreakpointFromWidth, type Layout } from 'react-grid-layout'
import 'react-grid-layout/css/styles.css'
import 'react-resizable/css/styles.css'
import { BREAKPOINTS } from '../../engine/config/widgets.js'
import { rendererRegistry } from '../index.js'
import { WIDGET_DRAG_HANDLE } from '../widgets/common/WidgetFrame.js'
import { WidgetErrorBoundary } from '../widgets/common/WidgetErrorBoundary.js'
import type { DashboardWidget } from './dashboardState.js'
import { GRID_BREAKPOINTS, GRID_COLUMNS, gridItems, type Breakpoint, type GridItem } from './layout.js'

/** Grid margin in px; rows are as high as columns are wide, so that w × h reads as a shape. */
const MARGIN = 10
const rowHeightFor = (width: number, columns: number): number => Math.max(30, Math.round((width - MARGIN * (columns + 1)) / columns))

export interface DashboardGridProps {
  widgets: readonly DashboardWidget[]
  onLayout: (breakpoint: Breakpoint, items: readonly GridItem[]) => void
  onEdit: (id: string) => void
  onRemove: (id: string) => void
}

/** The shown widgets on react-grid-layout: columns per breakpoint of spec 2 §9, moved by their title bar, resized at a corner. */
export function DashboardGrid({ widgets, onLayout, onEdit, onRemove }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth()
  const layouts = Object.fromEntries(BREAKPOINTS.map((breakpoint) => [breakpoint, gridItems(widgets, breakpoint)])) as unknown as Record<Breakpoint, Layout>
  const breakpoint = getBreakpointFromWidth(GRID_BREAKPOINTS, width) as Breakpoint
  const registry = rendererRegistry('widget')
  return (
    <Box ref={containerRef} data-testid="dashboard-grid" data-breakpoint={breakpoint}>
      {mounted && (
        <Responsive
          width={width}
          breakpoints={GRID_BREAKPOINTS}
          cols={GRID_COLUMNS}
          layouts={layouts}
          rowHeight={rowHeightFor(width, GRID_COLUMNS[breakpoint])}
          margin={[MARGIN, MARGIN]}
          dragConfig={{ handle: `.${WIDGET_DRAG_HANDLE}`, cancel: 'button' }}
          onLayoutChange={(layout) => onLayout(breakpoint, layout as readonly GridItem[])}
        >
          {widgets.map((widget) => {
            const Renderer = registry.has(widget.type) ? registry.resolve(widget.type) : undefined
            return (
              <div key={widget.id} data-testid={`widget-${widget.type}`}>
                <WidgetErrorBoundary resetKey={widget}>
                  {Renderer ? <Renderer widget={widget} onEdit={() => onEdit(widget.id)} onRemove={() => onRemove(widget.id)} /> : <MissingRenderer type={widget.type} />}
                </WidgetErrorBoundary>
              </div>
            )
          })}
        </Responsive>
      )}
    </Box>
  )
}

function MissingRenderer({ type }: { type: string }): never {
  // Thrown so that the error boundary shows it like any other broken widget.
  throw new Error(`Unknown widget type '${type}'. Known widget types: ${rendererRegistry('widget').types().join(', ')}`)
}
