import type { AppConfig } from './app.js'
import { filterOptions } from './options.js'
import type { Plugins } from './plugins.js'
import type { UiConfig } from './ui.js'

/**
 * The apps of a deployment in display order: `ui.apps` filtered by its include/exclude, then, when
 * `plugins` is given, the app entry points its `entry_points` include/exclude admit.
 */
export function resolveApps(ui: Pick<UiConfig, 'apps'>, plugins?: Pick<Plugins, 'entry_points'>): AppConfig[] {
  const apps = filterOptions(ui.apps).map(([, app]) => app)
  if (!plugins) return apps
  for (const [, entryPoint] of filterOptions(plugins.entry_points)) {
    if (entryPoint.entry_point_type === 'app') apps.push(entryPoint.app)
  }
  return apps
}
