/** The addresses the APIs page shows; each answers on this server (checked by tests/server/api-links.test.ts). */
export interface ApiLink {
  label: string
  url: string
}

export function apiLinks(apiBase: string): ApiLink[] {
  return [
    { label: 'API description (OpenAPI)', url: `${apiBase}/openapi.json` },
    { label: 'Deployment information and statistics', url: `${apiBase}/info` },
    { label: 'Published entries (first 10)', url: `${apiBase}/entries?page_size=10` },
  ]
}

export const OPTIMADE_NOTE =
  'OPTIMADE is a common API of materials databases. This deployment does not offer an OPTIMADE API; its filter language can be used in the search (Optimade filter menu).'
export const DCAT_NOTE = 'DCAT describes published data as a catalogue for data portals. This deployment does not offer a DCAT catalogue.'
