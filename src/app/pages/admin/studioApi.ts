import type { ApiClient } from '../../../engine/api/client.js'

/** The config studio's API (admins only; see src/server/config-studio/routes.ts). */
export interface StudioKind {
  kind: 'apps' | 'cards' | 'unit-systems' | 'tools'
  label: string
  schema: string
}

export interface StudioDocument {
  id: string
  kind: StudioKind['kind']
  label: string
  schema: string
  data: unknown
  /** The YAML the studio saved last, when it saved this document. */
  yaml?: string
}

export interface StudioIssue {
  file: string
  line: number
  column: number
  path: string
  message: string
}

export interface StudioVersion {
  version: number
  saved_at: string
  saved_by: string
}

export type StudioResult = { ok: true; version?: StudioVersion } | { ok: false; issues: StudioIssue[] }

export const studioApi = (api: ApiClient) => ({
  kinds: () => api.get<{ kinds: StudioKind[] }>('config-studio/kinds'),
  documents: () => api.get<{ kinds: StudioKind[]; documents: StudioDocument[] }>('config-studio/documents'),
  validate: (id: string, yaml: string) => api.post<StudioResult>('config-studio/validate', { id, yaml }),
  save: (id: string, yaml: string) => api.put<StudioResult>('config-studio/documents', { id, yaml }),
  versions: (id: string) => api.get<{ versions: StudioVersion[] }>('config-studio/versions', { id }),
  version: (id: string, version: number) => api.get<{ yaml: string }>(`config-studio/versions/${version}`, { id }),
  restore: (id: string, version: number) => api.post<StudioResult>('config-studio/restore', { id, version }),
})
