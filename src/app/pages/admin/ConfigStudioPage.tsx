import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { Page } from '../Page.js'
import { studioApi, type StudioDocument, type StudioKind } from './studioApi.js'

const ConfigDocumentEditor = lazy(() => import('./ConfigDocumentEditor.js'))

export const STUDIO_LOGIN_TEXT = 'Log in as an admin of this deployment to use the config studio.'

/** The config studio (admins): every config document of the running deployment, one open for editing. */
export default function ConfigStudioPage() {
  const client = useApi()
  const { status } = useAuth()
  const api = useMemo(() => studioApi(client), [client])
  const [loaded, setLoaded] = useState<{ kinds: StudioKind[]; documents: StudioDocument[] }>()
  const [error, setError] = useState<string>()
  const [selected, setSelected] = useState<string>()

  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (status !== 'authenticated') return
    api.documents().then(
      (result) => {
        setLoaded(result)
        setSelected((current) => current ?? result.documents[0]?.id)
      },
      (failure: Error) => setError(failure.message),
    )
  }, [api, status, generation])

  const doc = loaded?.documents.find((d) => d.id === selected)
  return (
    <Page title="Config studio">
      {status !== 'authenticated' && <Alert severity="info">{STUDIO_LOGIN_TEXT}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {loaded && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <List dense aria-label="config documents" sx={{ minWidth: 200 }}>
            {loaded.kinds.map((kind) => (
              <li key={kind.kind}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader>{kind.label}</ListSubheader>
                  {loaded.documents
                    .filter((d) => d.kind === kind.kind)
                    .map((d) => (
                      <ListItemButton key={d.id} selected={d.id === selected} onClick={() => setSelected(d.id)}>
                        <ListItemText primary={d.label} secondary={d.id} />
                      </ListItemButton>
                    ))}
                </ul>
              </li>
            ))}
          </List>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {doc && (
              <Suspense fallback={null}>
                <ConfigDocumentEditor key={doc.id} doc={doc} onSaved={() => setGeneration((n) => n + 1)} />
              </Suspense>
            )}
          </Box>
        </Box>
      )}
    </Page>
  )
}
