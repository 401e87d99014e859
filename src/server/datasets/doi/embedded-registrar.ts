import type { RecordStore } from '../../store/interfaces.js'
import type { DoiRegistrar, DoiRequest } from './port.js'

export const MINTED_DOIS = 'minted_dois'

/**
 * The default registrar: mints DOIs under a configured (test) prefix without any outside service,
 * so that the whole DOI flow works offline. Each minted DOI is recorded with its landing address,
 * so a DOI is never given out twice.
 */
export function embeddedRegistrar(records: RecordStore, prefix: string): DoiRegistrar {
  return {
    async register(request: DoiRequest) {
      const doi = `${prefix}/strata.${request.dataset_id}`.toLowerCase()
      if (await records.get(MINTED_DOIS, doi)) throw new Error(`The DOI ${doi} has already been minted.`)
      await records.put(MINTED_DOIS, doi, { doi, url: request.landing_url, title: request.dataset_name, creator: request.creator, minted_at: new Date().toISOString() })
      return doi
    },
  }
}
