import { DoiRegistrationError, type DoiRegistrar, type DoiRequest } from './port.js'

export interface DataciteSettings {
  /** The REST API root, e.g. https://api.test.datacite.org (DataCite's test system) or https://api.datacite.org. */
  url: string
  prefix: string
  repository_id: string
  password: string
  /** DataCite's publisher field. */
  publisher: string
}

/**
 * Registers DOIs with DataCite's REST API (POST /dois, JSON:API): the DOI is created with the
 * event 'publish', so it is findable at once and points to the dataset's page.
 */
export function dataciteRegistrar(settings: DataciteSettings, fetchImpl: typeof fetch = fetch): DoiRegistrar {
  const auth = Buffer.from(`${settings.repository_id}:${settings.password}`).toString('base64')
  return {
    async register(request: DoiRequest) {
      const doi = `${settings.prefix}/strata.${request.dataset_id}`.toLowerCase()
      const body = {
        data: {
          type: 'dois',
          attributes: {
            doi,
            event: 'publish',
            url: request.landing_url,
            creators: [{ name: request.creator }],
            titles: [{ title: request.dataset_name }],
            publisher: settings.publisher,
            publicationYear: request.publication_year,
            types: { resourceTypeGeneral: 'Dataset' },
          },
        },
      }
      let response: Response
      try {
        response = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/dois`, {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' },
          body: JSON.stringify(body),
        })
      } catch (error) {
        throw new DoiRegistrationError(`DataCite could not be reached: ${(error as Error).message}`)
      }
      const answer = (await response.json().catch(() => ({}))) as { data?: { id?: string }; errors?: { title?: string }[] }
      if (!response.ok) {
        const reason = answer.errors?.map((error) => error.title).filter(Boolean).join('; ') || response.statusText
        throw new DoiRegistrationError(`DataCite refused the DOI (${response.status}): ${reason}`)
      }
      return answer.data?.id ?? doi
    },
  }
}
