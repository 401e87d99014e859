import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import { useContext, useEffect, useMemo } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { cardRequired } from '../../../engine/config/cardRequired.js'
import { RenderCard } from '../../../renderers/cards/RenderCard.js'
import '../../../renderers/cards/register.js'
import type { EntryMetadata } from '../../../renderers/cards/types.js'
import { SettingsContext } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import type { ConfiguredCard } from './entryCards.js'
import { MetadataColumn } from './MetadataColumn.js'
import './registerEntryArchive.js'
import { overviewRequired } from './requiredUnion.js'
import { useOverviewArchive } from './useEntryData.js'

export const NO_CARDS_TEXT = 'No overview cards defined in the entry context. Ensure that all GUI artifacts are created.'

/** Overview tab: metadata column on the left, the configured cards on the right, from one archive request. */
export function OverviewTab({ api, entry, cards }: { api: ApiClient; entry: EntryMetadata; cards: ConfiguredCard[] }) {
  const required = useMemo(() => overviewRequired(cards.map(({ card }) => cardRequired(card))), [cards])
  const archive = useOverviewArchive(api, entry.entry_id, required)
  const { raiseError } = useErrors()
  const encyclopediaBase = useContext(SettingsContext)?.encyclopediaBase
  useEffect(() => {
    if (archive.state === 'failed') raiseError(archive.error)
  }, [archive, raiseError])

  const apiCalls = [
    { method: 'GET', path: api.url(`entries/${entry.entry_id}`) },
    ...(required === undefined ? [] : [{ method: 'POST', path: api.url(`entries/${entry.entry_id}/archive/query`), body: { required } }]),
  ]

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <MetadataColumn entry={entry} apiCalls={apiCalls} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} component="section" aria-label="Overview cards">
        {cards.length === 0 ? (
          <Alert severity="warning">{NO_CARDS_TEXT}</Alert>
        ) : archive.state === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="loading cards" />
          </Box>
        ) : (
          cards.map(({ key, card }) => (
            <RenderCard key={key} cardKey={key} card={card} archive={archive.state === 'loaded' ? archive.value : {}} archiveFailed={archive.state === 'failed'} entry={entry} api={api} encyclopediaBase={encyclopediaBase} />
          ))
        )}
      </Grid>
    </Grid>
  )
}
