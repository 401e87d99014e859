import { createElement, useEffect, useState } from 'react'
import { lazyModule } from '../lazyModule.js'
import type { DashboardGridProps } from './DashboardGrid.js'

/**
 * The grid library (react-grid-layout with its drag and resize parts) is loaded only for a
 * dashboard that shows widgets, so that a search page without them starts lighter.
 */
type GridModule = typeof import('./DashboardGrid.js')

let loaded: GridModule | undefined

export const loadDashboardGrid = lazyModule(() =>
  import('./DashboardGrid.js').then((module) => {
    loaded = module
    return module
  }),
)

/** The dashboard grid once its chunk is there (at once when it was loaded before); nothing until then. */
export function LazyDashboardGrid(props: DashboardGridProps) {
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (!module) void loadDashboardGrid().then(setModule)
  }, [module])
  return module ? createElement(module.DashboardGrid, props) : null
}
