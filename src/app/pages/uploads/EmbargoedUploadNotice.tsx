import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { useBreadcrumbLabel } from '../../layout/breadcrumbLabels.js'
import { fetchUpload } from './uploadsApi.js'
import { UploadStatusIcon } from './UploadStatusIcon.js'

export const EMBARGO_LOGIN_HINT = 'This upload is published with an embargo. Please login; you might be authorized to view it.'

/**
 * An upload whose entries were refused: when it is embargoed and the visitor is not logged in, its public
 * metadata (name, status) is shown with a login hint; otherwise the refusal itself (spec 1 §8).
 */
export function EmbargoedUploadNotice({ uploadId, refusal, uploadPath }: { uploadId: string; refusal: string; uploadPath: string }) {
  const api = useApi()
  const { user, login } = useAuth()
  const [upload, setUpload] = useState<Upload>()
  useBreadcrumbLabel(upload?.upload_name || undefined, uploadPath)

  useEffect(() => {
    if (user) return
    let active = true
    fetchUpload(api, uploadId).then(
      (value) => active && setUpload(value),
      () => undefined, // the refusal is shown anyway
    )
    return () => {
      active = false
    }
  }, [api, uploadId, user])

  if (user || !upload?.with_embargo)
    return (
      <Box sx={{ p: 3 }}>
        <Typography color="error">{refusal}</Typography>
      </Box>
    )
  return (
    <Box sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" data-testid="embargoed-upload-name">
          {upload.upload_name || 'unnamed upload'}
        </Typography>
        <UploadStatusIcon upload={upload} viewer={{ groupIds: [] }} />
      </Box>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => login()}>
            Login
          </Button>
        }
      >
        {EMBARGO_LOGIN_HINT}
      </Alert>
    </Box>
  )
}
