import type { Deployment } from '../../engine/config/load-node.js'
import type { RecordStore, SearchIndex } from '../store/interfaces.js'
import { DatasetService } from './dataset-service.js'
import { dataciteRegistrar } from './doi/datacite-registrar.js'
import { embeddedRegistrar } from './doi/embedded-registrar.js'
import type { DoiRegistrar } from './doi/port.js'

/** The DOI registrar the deployment configures, or none when env.dataciteEnabled is off. */
export function doiRegistrarOf(config: Deployment, records: RecordStore): DoiRegistrar | undefined {
  if (!config.env.dataciteEnabled) return undefined
  const settings = config.server.doi
  if (settings.registrar === 'datacite' && settings.datacite) return dataciteRegistrar({ ...settings.datacite, prefix: settings.prefix })
  return embeddedRegistrar(records, settings.prefix)
}

export function createDatasetService(options: { config: Deployment; records: RecordStore; search: SearchIndex; guiUrl: string }): DatasetService {
  return new DatasetService({
    records: options.records,
    search: options.search,
    doi: doiRegistrarOf(options.config, options.records),
    landingUrl: (datasetId) => `${options.guiUrl}/user/datasets/dataset/id/${encodeURIComponent(datasetId)}`,
  })
}
