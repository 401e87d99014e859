import ErrorIcon from '@mui/icons-material/Error'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router'
import { Page } from '../Page.js'

export const ENTRY_TABS = [
  { key: 'overview', label: 'Overview', path: '' },
  { key: 'files', label: 'Files', path: 'files/_mainfile' },
  { key: 'data', label: 'Data', path: 'data' },
  { key: 'logs', label: 'Logs', path: 'logs' },
] as const

type TabKey = (typeof ENTRY_TABS)[number]['key']

/** The entry page's frame: the tab from the path (overview is the base path); tab contents come later. */
export default function EntryPage({ hasProcessingErrors = false }: { hasProcessingErrors?: boolean }) {
  const params = useParams()
  const { pathname } = useLocation()
  const rest = params['*'] ?? ''
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '')
  const first = rest.split('/').find(Boolean)
  const tab = ENTRY_TABS.find((candidate) => candidate.key === first)?.key
  if (first !== undefined && (first === 'overview' || !tab)) return <Navigate to={base} replace />
  const current: TabKey = tab ?? 'overview'
  return (
    <Page title="Entry">
      <Tabs value={current} aria-label="entry tabs" sx={{ mb: 2 }}>
        {ENTRY_TABS.map(({ key, label, path }) => (
          <Tab
            key={key}
            value={key}
            label={label}
            component={RouterLink}
            to={path ? `${base}/${path}` : base}
            icon={key === 'logs' && hasProcessingErrors ? <ErrorIcon color="error" fontSize="small" /> : undefined}
            iconPosition="end"
          />
        ))}
      </Tabs>
      {params.entryId}
    </Page>
  )
}
