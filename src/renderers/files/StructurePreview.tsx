import Typography from '@mui/material/Typography'
import { createElement, useEffect, useState } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import { DEFAULT_CARD_ERROR } from '../../engine/config/card-kinds.js'
import { rendererRegistry, type RendererProps } from '../index.js'

type Archive = RendererProps['card']['archive']

/** Where a structure file's entry keeps its structure (the parser writes it as the run's system). */
const SYSTEM_PATH = 'run[0].system[-1]'

/** Spec 3 §9: a file preview asks before drawing more atoms than this. */
export const PREVIEW_SIZE_LIMIT = 500

/**
 * The structure of a structure file's entry (spec 3 §4.3 cif preview), drawn by the structure renderer that
 * the card registry holds. Without an entry, a system, or that renderer, it shows nothing: the text preview stays.
 */
export function StructurePreview({ api, entryId, title }: { api: ApiClient; entryId: string; title: string }) {
  const [archive, setArchive] = useState<Archive | null>()
  useEffect(() => {
    let active = true
    api.post<{ data?: { archive?: Archive } }>(`entries/${encodeURIComponent(entryId)}/archive/query`, { required: { run: { system: '*' } } }).then(
      (answer) => active && setArchive(answer?.data?.archive ?? null),
      () => active && setArchive(null),
    )
    return () => {
      active = false
    }
  }, [api, entryId])
  const registry = rendererRegistry('card')
  if (!registry.has('structure') || archive === null) return null
  if (archive === undefined) return <Typography color="text.secondary">loading ...</Typography>
  const props: RendererProps['card'] = {
    cardKey: 'structure',
    card: { type: 'structure', path: SYSTEM_PATH, title, error: DEFAULT_CARD_ERROR, size_limit: PREVIEW_SIZE_LIMIT },
    archive,
    entry: { entry_id: entryId },
    api,
  }
  return createElement(registry.resolve('structure'), props)
}
