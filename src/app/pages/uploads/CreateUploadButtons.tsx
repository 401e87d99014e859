import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useApi } from '../../api/ApiContext.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { ExampleUploadsButton } from './ExampleUploadsButton.js'
import { countOwnUnpublishedUploads, createUpload } from './uploadsApi.js'

export const CAP_REACHED_TEXT = 'You have reached maximum number of unpublished uploads!'

export function uploadPath(uploadId: string): string {
  return `/user/uploads/upload/id/${encodeURIComponent(uploadId)}`
}

/** 'Create a new upload' and 'Add Example Uploads', disabled with the cap message once the user's own unpublished uploads reach the cap. */
export function CreateUploadButtons({ refreshKey }: { refreshKey?: unknown }) {
  const api = useApi()
  // Spec 1 §5, §9: the unpublished-upload cap per user, from the startup config (10 unless configured).
  const { servicesUploadLimit } = useShellSettings()
  const { raiseError } = useErrors()
  const navigate = useNavigate()
  const [unpublished, setUnpublished] = useState<number>()
  const [creating, setCreating] = useState(false)

  useEffect(() => {
    let active = true
    countOwnUnpublishedUploads(api).then((count) => active && setUnpublished(count), raiseError)
    return () => {
      active = false
    }
  }, [api, raiseError, refreshKey])

  const capReached = unpublished !== undefined && unpublished >= servicesUploadLimit
  const create = async () => {
    setCreating(true)
    try {
      const upload = await createUpload(api)
      navigate(uploadPath(upload.upload_id))
    } catch (error) {
      raiseError(error)
    } finally {
      setCreating(false)
    }
  }

  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" disabled={capReached || creating || unpublished === undefined} onClick={() => void create()}>
          Create a new upload
        </Button>
        <ExampleUploadsButton disabled={capReached || unpublished === undefined} />
      </Box>
      {capReached && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {CAP_REACHED_TEXT}
        </Alert>
      )}
    </Box>
  )
}
