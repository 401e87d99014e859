import Alert from '@mui/material/Alert'
import { lazy } from 'react'
import { useAuth } from '../../auth/AuthContext.js'
import { Page } from '../Page.js'

// The list (tables, dialogs, machines) loads only for logged-in users.
const UploadsList = lazy(() => import('../uploads/UploadsList.js'))

/** Publish → Your uploads (spec 1 §2 "Uploads list"). */
export default function UploadsPage() {
  const { status } = useAuth()
  if (status !== 'authenticated')
    return (
      <Page title="Your uploads">
        <Alert severity="info">You have to login to use this functionality.</Alert>
      </Page>
    )
  return <UploadsList />
}
