/**
 * What the ELN editors need to know about where they edit: the API, the entry and its upload, the
 * signed-in user, the definitions, and (from the app shell) the search UI the query-edit quantity
 * embeds. The page that shows an editable archive provides it; the editors (loaded lazily) read it.
 */
import { createContext, useContext, type ComponentType } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import type { Model } from '../../engine/metainfo/index.js'

/** The value a query-edit quantity stores (spec 2 §3 "Query-edit value"). */
export interface QueryEditValue {
  owner?: string
  query?: Record<string, unknown>
  pagination?: { page_size: number }
  filters?: Record<string, unknown>
  data?: unknown
}

export interface SearchPickerProps {
  /** The search stored so far: the dialog starts from its filters. */
  initial?: QueryEditValue
  /** The search as it stands; the dialog's OK takes the last one reported. */
  onSearchChange: (search: QueryEditValue) => void
}

export interface ElnEnvironment {
  api: ApiClient
  entryId?: string
  uploadId?: string
  /** The entry's mainfile (files uploaded into a file quantity go into its folder). */
  mainfile?: string
  /** The signed-in user's id; undefined when anonymous. */
  userId?: string
  model?: Model
  /** The app's search UI for the query-edit dialog; without it the dialog offers the query as JSON. */
  SearchPicker?: ComponentType<SearchPickerProps>
  onError?: (error: unknown) => void
}

const Context = createContext<ElnEnvironment | undefined>(undefined)

export const ElnEnvironmentProvider = Context.Provider

/** The environment of the ELN editors; undefined outside an editable entry (editors then offer what needs none). */
export function useElnEnvironment(): ElnEnvironment | undefined {
  return useContext(Context)
}
