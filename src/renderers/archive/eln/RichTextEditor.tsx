import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense } from 'react'
import type { ElnEditorProps } from './editorProps.js'

// The editor library (tiptap, ProseMirror) is fetched only when a rich text quantity shows.
const TiptapEditor = lazy(() => import('./TiptapEditor.js'))

/** RichTextEditQuantity: formatted text, stored as HTML. */
export function RichTextEditor(props: ElnEditorProps) {
  return (
    <Suspense fallback={<CircularProgress size={16} aria-label="loading..." />}>
      <TiptapEditor {...props} />
    </Suspense>
  )
}
