import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import { startTransition, useContext, useEffect, useMemo, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { hasRequiredData } from '../../../engine/archive/required.js'
import { cardRequired } from '../../../engine/config/cardRequired.js'
import { overviewRequired } from '../../../engine/config/overviewRequired.js'
import { RenderCard } from '../../../renderers/cards/RenderCard.js'
import '../../../renderers/cards/register.js'
import type { Archive, EntryMetadata } from '../../../renderers/cards/types.js'
import { SettingsContext } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import type { ConfiguredCard } from './entryCards.js'
import { MetadataColumn } from './MetadataColumn.js'
import './registerEntryArchive.js'
import { useOverviewArchive } from './useEntryData.js'

export const NO_CARDS_TEXT = 'No overview cards defined in the entry context. Ensure that all GUI artifacts are created.'

/**
 * How many of the cards to draw: at first those up to the first one whose declared data the archive holds
 * (cards without their data show nothing), all of them in a transition after that commit. The first shown
 * card fills the top of the page; drawn alone it shows without waiting for the cards below it (plots,
 * graphs: most of the overview's rendering time), which then render in slices that let the browser paint.
 */
function useStagedCount(cards: ConfiguredCard[], archive: Archive | undefined): number {
  const [all, setAll] = useState(false)
  const first = useMemo(() => (archive ? cards.findIndex(({ card }) => hasRequiredData(archive, cardRequired(card))) + 1 : 0), [cards, archive])
  const staged = first > 0 && first < cards.length
  useEffect(() => {
    if (staged && !all) startTransition(() => setAll(true))
  }, [staged, all])
  return all || !staged ? cards.length : first
}

/** Overview tab: metadata column on the left, the configured cards on the right, from one archive request. */
export function OverviewTab({ api, entry, cards }: { api: ApiClient; entry: EntryMetadata; cards: ConfiguredCard[] }) {
  const required = useMemo(() => overviewRequired(cards.map(({ card }) => card)), [cards])
  const archive = useOverviewArchive(api, entry.entry_id, required)
  const shownCount = useStagedCount(cards, archive.state === 'loaded' ? archive.value : undefined)
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
          cards.slice(0, shownCount).map(({ key, card }) => (
            <RenderCard key={key} cardKey={key} card={card} archive={archive.state === 'loaded' ? archive.value : {}} archiveFailed={archive.state === 'failed'} entry={entry} api={api} encyclopediaBase={encyclopediaBase} />
          ))
        )}
      </Grid>
    </Grid>
  )
}
