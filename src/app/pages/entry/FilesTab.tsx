import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, type ComponentType } from 'react'
import type { EntryMetadata } from '../../../renderers/cards/types.js'
import { PageLoading } from '../../layout/PageLoading.js'

/** What the entry page hands the upload file browser (src/renderers/files). */
export interface EntryFileBrowserProps {
  uploadId: string
  /** Folder the browser starts in: the mainfile's folder. */
  path: string
  /** The mainfile, highlighted. */
  highlighted?: string
  title?: string
}

type FileBrowserModule = { FileBrowser?: ComponentType<EntryFileBrowserProps>; default?: ComponentType<EntryFileBrowserProps> }
const modules = import.meta.glob<FileBrowserModule>(['../../../renderers/files/FileBrowser.tsx', '../../../renderers/files/index.ts'])

const loadBrowser = modules['../../../renderers/files/FileBrowser.tsx'] ?? modules['../../../renderers/files/index.ts']
const Browser = loadBrowser
  ? lazy(async () => {
      const module = await loadBrowser()
      const component = module.FileBrowser ?? module.default
      if (!component) throw new Error('src/renderers/files exports no FileBrowser')
      return { default: component }
    })
  : undefined

export const ENTRY_MISSING_TEXT = 'This entry does not exist.'

/** Files tab: the upload's file browser rooted at the mainfile's folder, titled 'Entry files'. */
export function FilesTab({ entry }: { entry: EntryMetadata | undefined }) {
  if (!entry?.upload_id) return <Alert severity="error">{ENTRY_MISSING_TEXT}</Alert>
  const mainfile = entry.mainfile ?? ''
  const folder = mainfile.includes('/') ? mainfile.slice(0, mainfile.lastIndexOf('/')) : ''
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        Entry files
      </Typography>
      {Browser ? (
        <Suspense fallback={<PageLoading />}>
          <Browser uploadId={entry.upload_id} path={folder} highlighted={mainfile} title="Entry files" />
        </Suspense>
      ) : (
        <Typography>{mainfile}</Typography>
      )}
    </>
  )
}
