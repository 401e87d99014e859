/**
 * The DOI service behind a port: the dataset service asks a registrar to register a DOI for a
 * dataset and never learns whether that is DataCite or the embedded registrar.
 */

/** What a registrar needs to know about the dataset (DataCite's required fields). */
export interface DoiRequest {
  dataset_id: string
  dataset_name: string
  /** Who created the dataset, as DataCite's creator. */
  creator: string
  /** Where the DOI resolves to: the dataset's page in the GUI. */
  landing_url: string
  publication_year: number
}

export interface DoiRegistrar {
  /** Registers (and makes findable) a DOI for the dataset; returns the DOI name, e.g. 10.5072/strata.abc. */
  register(request: DoiRequest): Promise<string>
}

/** A registrar that could not register: the message names the service and what it answered. */
export class DoiRegistrationError extends Error {}
