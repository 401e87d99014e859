import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense } from 'react'
import { lazyModule } from '../lazyModule.js'
import type { QuantityFormProps } from './eln/QuantityForm.js'

/** rjsf and ajv are fetched when the first editable quantity shows. */
export const loadQuantityForm = lazyModule(() => import('./eln/QuantityForm.js'))
const QuantityForm = lazy(loadQuantityForm)

export type QuantityEditorProps = QuantityFormProps

/** The editor of one quantity of an editable section (an rjsf form from its definition, see eln/quantitySchema.ts). */
export function QuantityEditor(props: QuantityEditorProps) {
  return (
    <Suspense fallback={<CircularProgress size={16} aria-label="loading..." />}>
      <QuantityForm {...props} />
    </Suspense>
  )
}
