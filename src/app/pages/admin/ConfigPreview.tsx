import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { useDebouncedValue } from '../../../renderers/search/search-bar/useDebouncedValue.js'
import { ErrorBoundary } from '../../errors/ErrorBoundary.js'
import { PageLoading } from '../../layout/PageLoading.js'
import { PREVIEW_DELAY_MS } from './previewDelay.js'
import { PreviewProblems } from './PreviewProblems.js'
import type { StudioDocument } from './studioApi.js'

// Each preview brings its page's code (search, or entry cards), loaded when a document of its kind opens.
const PREVIEWS: Partial<Record<StudioDocument['kind'], LazyExoticComponent<ComponentType<{ data: unknown }>>>> = {
  apps: lazy(() => import('./AppPreview.js')),
  cards: lazy(() => import('./CardsPreview.js')),
}

export const PREVIEW_FAILED_TEXT = 'Could not draw the preview.'

/**
 * The page the edited document draws, from its unsaved data once it has stopped changing for a moment:
 * an app's search page, or the entry overview cards. Nothing for kinds without a page.
 */
export function ConfigPreview({ kind, data, yamlError }: { kind: StudioDocument['kind']; data: unknown; yamlError?: string }) {
  const [shown, setShown] = useState(true)
  const edited = useMemo(() => ({ data, yamlError }), [data, yamlError])
  const settled = useDebouncedValue(edited, PREVIEW_DELAY_MS, Number.POSITIVE_INFINITY)
  const Preview = PREVIEWS[kind]
  if (!Preview) return null
  return (
    <Box component="section" aria-label="preview" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Preview
        </Typography>
        <FormControlLabel control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />} label="Show" />
      </Box>
      {shown &&
        (settled.yamlError ? (
          <PreviewProblems problems={[`YAML: ${settled.yamlError}`]} />
        ) : (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <ErrorBoundary resetKey={settled.data} fallback={<Alert severity="error">{PREVIEW_FAILED_TEXT}</Alert>}>
              <Suspense fallback={<PageLoading />}>
                <Preview data={settled.data} />
              </Suspense>
            </ErrorBoundary>
          </Box>
        ))}
    </Box>
  )
}
