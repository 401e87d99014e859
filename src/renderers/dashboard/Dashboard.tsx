import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useReducer, useState } from 'react'
import { BUILT_IN_WIDGETS } from '../widgets/builtInWidgets.js'
import type { WidgetConfig } from '../widgets/kind/widgetKind.js'
import { WidgetEditor } from '../widgets/kind/WidgetEditor.js'
import { allWidgetKinds, registerWidgetKinds } from '../widgets/kind/widgetKinds.js'
import { WidgetErrorBoundary } from '../widgets/common/WidgetErrorBoundary.js'
import { useSearchContext } from '../widgets/searchContext.js'
import { AddWidgetMenu } from './AddWidgetMenu.js'
import { dashboardReducer, dashboardWidgets } from './dashboardState.js'
import { LazyDashboardGrid } from './loadDashboardGrid.js'

registerWidgetKinds(BUILT_IN_WIDGETS)

// The YAML dialogs bring the YAML library: loaded on the first click, not with the search page.
const ExportDialog = lazy(async () => ({ default: (await import('./ExportDialog.js')).ExportDialog }))
const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog.js')).ImportDialog }))

let lastId = 0
/** A timestamp string, as NOMAD's widget ids are; unique even for two widgets added in one millisecond. */
function newWidgetId(): string {
  lastId = Math.max(lastId + 1, Date.now())
  return String(lastId)
}

/**
 * The dashboard of the current search app: the widgets of its config on a grid. The user adds widgets
 * through their edit dialog, edits, moves, resizes and removes them, exports and imports the dashboard
 * as YAML and resets it to the app's config.
 */
export function Dashboard() {
  const { app } = useSearchContext()
  // Another app is another dashboard: its state starts again from that app's config.
  return <AppDashboard key={app.path} configured={app.dashboard?.widgets ?? []} />
}

function AppDashboard({ configured }: { configured: readonly WidgetConfig[] }) {
  const [widgets, dispatch] = useReducer(dashboardReducer, configured, dashboardWidgets)
  const [dialog, setDialog] = useState<'export' | 'import' | undefined>()
  const shown = widgets.filter((widget) => widget.visible)

  return (
    <Box data-testid="dashboard">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end', py: 0.5 }}>
        <AddWidgetMenu kinds={allWidgetKinds()} onAdd={(widgetType) => dispatch({ type: 'add', widgetType, id: newWidgetId() })} />
        <Button size="small" onClick={() => setDialog('export')}>
          Export
        </Button>
        <Button size="small" onClick={() => setDialog('import')}>
          Import
        </Button>
        <Button size="small" onClick={() => dispatch({ type: 'reset', widgets: configured })}>
          Reset
        </Button>
      </Box>
      {shown.length > 0 && (
        <LazyDashboardGrid
          widgets={shown}
          onLayout={(breakpoint, items) => dispatch({ type: 'layout', breakpoint, items })}
          onEdit={(id) => dispatch({ type: 'edit', id })}
          onRemove={(id) => dispatch({ type: 'remove', id })}
        />
      )}
      {widgets
        .filter((widget) => widget.editing)
        .map((widget) => {
          return (
            <WidgetErrorBoundary key={widget.id}>
              <WidgetEditor
                widget={widget}
                onDone={(edited) => dispatch({ type: 'done', widget: { ...edited, id: widget.id } })}
                onCancel={() => dispatch({ type: 'cancel', id: widget.id })}
              />
            </WidgetErrorBoundary>
          )
        })}
      <Suspense fallback={null}>
        {dialog === 'export' && <ExportDialog widgets={widgets.filter((widget) => widget.visible)} onClose={() => setDialog(undefined)} />}
        {dialog === 'import' && (
          <ImportDialog
            onClose={() => setDialog(undefined)}
            onImport={(imported) => {
              dispatch({ type: 'reset', widgets: imported })
              setDialog(undefined)
            }}
          />
        )}
      </Suspense>
    </Box>
  )
}
