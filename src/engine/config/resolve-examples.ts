import { filterOptions } from './options.js'
import type { ExampleUploadEntryPoint, Plugins } from './plugins.js'
import type { UiConfig } from './ui.js'

/**
 * The example uploads a deployment offers, in order: the `example_upload` entry points that
 * `plugins.entry_points` admits and then `ui.example_uploads` (both by entry point id).
 */
export function resolveExampleUploads(plugins: Pick<Plugins, 'entry_points'>, ui: Pick<UiConfig, 'example_uploads'>): (ExampleUploadEntryPoint & { id: string })[] {
  const { include, exclude } = ui.example_uploads
  return filterOptions(plugins.entry_points).flatMap(([id, point]) => {
    if (point.entry_point_type !== 'example_upload') return []
    if ((include && !include.includes(id)) || exclude?.includes(id)) return []
    return [{ ...point, id }]
  })
}
