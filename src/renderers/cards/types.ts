import type { ReactNode } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import type { Card } from '../../engine/config/card-kinds.js'

/** An archive as the server answers `entries/{id}/archive/query`: nested sections of JSON. */
export type Archive = Record<string, unknown>

/** Entry metadata as `GET entries/{id}` answers in `data` (NOMAD's shape; only what cards read is typed). */
export interface EntryMetadata {
  entry_id: string
  upload_id?: string
  mainfile?: string
  parser_name?: string
  entry_name?: string
  [key: string]: unknown
}

export interface CardRendererProps {
  /** The card's key in the configured card list. */
  cardKey: string
  card: Card
  /** What the server answered for the union of the shown cards' `required` specs. */
  archive: Archive
  entry: EntryMetadata
  api: ApiClient
  /** Where material pages live (the deployment's encyclopediaBase); material ids link there when set. */
  encyclopediaBase?: string
}

/** An archive browser on one entry, for cards that embed one (kind 'archiveBrowser', type 'entry'). */
export interface EmbeddedArchiveProps {
  entryId: string
  /** Height of the embed in pixels. */
  height: number
  /** The lane path it opens at, as archive keys (['data']); the root by default. */
  path?: string[]
  /** Shown only to those who may edit the entry's archive (writers of the unpublished upload); everyone else sees `readOnly`. */
  forEditors?: { uploadId: string; readOnly: ReactNode }
}

/** The quantities of an entry's ELN data section as its schema shows them (kind 'elnSectionTable', type 'entry'). */
export interface ElnSectionTableProps {
  entryId: string
  /** The data section as the card received it. */
  section: Archive
  /** Shown until the schema is loaded, and when it shows nothing. */
  fallback: ReactNode
}

declare module '../index.js' {
  interface RendererProps {
    card: CardRendererProps
    archiveBrowser: EmbeddedArchiveProps
    elnSectionTable: ElnSectionTableProps
  }
}
