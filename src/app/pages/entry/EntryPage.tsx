import ErrorIcon from '@mui/icons-material/Error'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { Suspense, useContext, useMemo, useState } from 'react'
import { Link as RouterLink, Navigate, useLocation, useMatches, useParams } from 'react-router'
import { DoesNotExist, userMessage } from '../../../engine/api/errors.js'
import type { EntryCards } from '../../../engine/config/cards.js'
import { useApi } from '../../api/ApiContext.js'
import { SettingsContext } from '../../config/SettingsContext.js'
import { useBreadcrumbLabel } from '../../layout/breadcrumbLabels.js'
import { PageLoading } from '../../layout/PageLoading.js'
import { OverviewTab } from '../../routing/preloadedPages.js'
import { preloadableLazy } from '../../../renderers/preloadableLazy.js'
import { Page } from '../Page.js'
import { shownCards } from './entryCards.js'
import { ENTRY_MISSING_TEXT } from './entryTexts.js'
import { OptionalTab } from './OptionalTab.js'
import { UnsavedChangesGuard } from './UnsavedChanges.js'
import { useEntryMetadata } from './useEntryData.js'

/** The Files tab (the upload's file browser and its previews) comes when it is opened: the Overview is shown first. */
const FilesTab = preloadableLazy(() => import('./FilesTab.js').then((module) => ({ default: module.FilesTab })))

export const ENTRY_TABS = [
  { key: 'overview', label: 'Overview', path: '' },
  { key: 'files', label: 'Files', path: 'files/_mainfile' },
  { key: 'data', label: 'Data', path: 'data' },
  { key: 'logs', label: 'Logs', path: 'logs' },
] as const

type TabKey = (typeof ENTRY_TABS)[number]['key']

/** Tabs whose content stays mounted once visited, so that going back finds them as they were (spec 1 §2). */
const KEPT_TABS: readonly TabKey[] = ['files', 'data']

export interface EntryPageProps {
  /** The card list; by default `ui.entry.cards` of the shell settings. */
  cards?: EntryCards
}

/** The entry page (spec 1 §2): tabs Overview, Files, Data and Logs of the entry in the path. */
export default function EntryPage({ cards }: EntryPageProps) {
  const params = useParams()
  const { pathname } = useLocation()
  const api = useApi()
  const entryId = params.entryId ?? ''
  const rest = params['*'] ?? ''
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '')
  const first = rest.split('/').find(Boolean)
  const tab = ENTRY_TABS.find((candidate) => candidate.key === first)?.key
  const current: TabKey = tab ?? 'overview'
  const metadata = useEntryMetadata(api, entryId)
  const configuredCards = useContext(SettingsContext)?.entryCards
  const configured = useMemo(() => shownCards(cards ?? configuredCards), [cards, configuredCards])

  // The last path seen per tab, so that a tab click returns to where the user was in it, and the tabs
  // visited so far (kept tabs stay mounted). Updated during render, React's pattern for derived state.
  const [memory, setMemory] = useState<{ paths: Partial<Record<TabKey, string>>; visited: TabKey[] }>({ paths: {}, visited: [] })
  if ((rest && memory.paths[current] !== rest) || !memory.visited.includes(current))
    setMemory({ paths: rest ? { ...memory.paths, [current]: rest } : memory.paths, visited: memory.visited.includes(current) ? memory.visited : [...memory.visited, current] })

  const entry = metadata.state === 'loaded' ? metadata.value : undefined
  const title = (typeof entry?.entry_name === 'string' && entry.entry_name) || entry?.mainfile || 'Entry'
  // Breadcrumb (spec 1 §2): the entry's name, and the upload's name when the entry is shown below its upload.
  const uploadCrumb = useMatches().find(({ params: { uploadId }, pathname: path }) => uploadId !== undefined && path.replace(/\/+$/, '').endsWith(`/upload/id/${uploadId}`))
  useBreadcrumbLabel(title, pathname.replace(/\/+$/, '') || '/')
  // '' names no crumb: without an upload crumb there is nothing to label.
  useBreadcrumbLabel(uploadCrumb && ((typeof entry?.upload_name === 'string' && entry.upload_name) || 'Upload'), uploadCrumb?.pathname.replace(/\/+$/, '') ?? '')

  if (first !== undefined && (first === 'overview' || !tab)) return <Navigate to={base} replace />

  const hasProcessingErrors = Array.isArray(entry?.processing_errors) && entry.processing_errors.length > 0

  const content = (key: TabKey) => {
    if (key === 'data') return <OptionalTab name="DataTab" entryId={entryId} />
    if (metadata.state === 'loading') return <PageLoading />
    // The Logs tab appends the entry's processing errors; without metadata it still shows the archive log.
    if (key === 'logs') return <OptionalTab name="LogsTab" entryId={entryId} entry={entry} />
    if (metadata.state === 'failed')
      return <Alert severity="error">{metadata.error instanceof DoesNotExist ? ENTRY_MISSING_TEXT : userMessage(metadata.error)}</Alert>
    if (key === 'files')
      return (
        <Suspense fallback={<PageLoading />}>
          <FilesTab api={api} entry={entry} path={(current === 'files' ? rest : (memory.paths.files ?? '')).replace(/^files\/?/, '')} base={base} />
        </Suspense>
      )
    return (
      <Suspense fallback={<PageLoading />}>
        <OverviewTab api={api} entry={metadata.value} cards={configured} />
      </Suspense>
    )
  }

  return (
    <UnsavedChangesGuard entryId={entryId}>
      <Page title={title}>
        <Tabs value={current} aria-label="entry tabs" sx={{ mb: 2 }}>
          {ENTRY_TABS.map(({ key, label, path }) => {
            const target = memory.paths[key] ?? path
            return (
              <Tab
                key={key}
                value={key}
                label={label}
                component={RouterLink}
                to={target ? `${base}/${target}` : base}
                icon={key === 'logs' && hasProcessingErrors ? <ErrorIcon color="error" fontSize="small" aria-label="processing errors" /> : undefined}
                iconPosition="end"
              />
            )
          })}
        </Tabs>
        {ENTRY_TABS.map(({ key }) => {
          const kept = KEPT_TABS.includes(key) && memory.visited.includes(key)
          if (key !== current && !kept) return null
          return (
            <Box key={key} role="tabpanel" aria-label={key} hidden={key !== current}>
              {content(key)}
            </Box>
          )
        })}
      </Page>
    </UnsavedChangesGuard>
  )
}
