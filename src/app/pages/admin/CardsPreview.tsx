import Alert from '@mui/material/Alert'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { userMessage } from '../../../engine/api/errors.js'
import { useDebouncedValue } from '../../../renderers/search/search-bar/useDebouncedValue.js'
import { useApi } from '../../api/ApiContext.js'
import { PageLoading } from '../../layout/PageLoading.js'
import { shownCards, type ConfiguredCard } from '../entry/entryCards.js'
import { OverviewTab } from '../entry/OverviewTab.js'
import { useEntryMetadata } from '../entry/useEntryData.js'
import { checkCards } from './previewCheck.js'
import { PREVIEW_DELAY_MS } from './previewDelay.js'
import { PreviewProblems } from './PreviewProblems.js'
import { useFirstEntryId } from './useFirstEntryId.js'

/** The overview of one entry (the first one found, or the one typed) with the cards as the document now says. */
export default function CardsPreview({ data }: { data: unknown }) {
  const api = useApi()
  const checked = useMemo(() => checkCards(data), [data])
  const cards = useMemo(() => (checked.ok ? shownCards(checked.value) : []), [checked])
  const firstEntryId = useFirstEntryId(api)
  const [typed, setTyped] = useState<string>()
  const shownId = typed ?? firstEntryId
  const entryId = useDebouncedValue((shownId ?? '').trim(), PREVIEW_DELAY_MS, Number.POSITIVE_INFINITY)

  return (
    <>
      <TextField size="small" label="Entry id" value={shownId ?? ''} onChange={(event) => setTyped(event.target.value)} sx={{ mb: 2, minWidth: 360 }} />
      {!checked.ok ? (
        <PreviewProblems problems={checked.problems} />
      ) : shownId === undefined ? (
        <PageLoading />
      ) : entryId ? (
        <EntryOverview api={api} entryId={entryId} cards={cards} />
      ) : (
        <Typography color="text.secondary">Type the id of an entry to see its cards.</Typography>
      )}
    </>
  )
}

/** The entry page's Overview tab for one entry. */
function EntryOverview({ api, entryId, cards }: { api: ApiClient; entryId: string; cards: ConfiguredCard[] }) {
  const metadata = useEntryMetadata(api, entryId)
  if (metadata.state === 'loading') return <PageLoading />
  if (metadata.state === 'failed') return <Alert severity="error">{userMessage(metadata.error)}</Alert>
  return <OverviewTab api={api} entry={metadata.value} cards={cards} />
}
