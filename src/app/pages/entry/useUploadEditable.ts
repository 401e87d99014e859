import { useEffect, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { fetchUpload } from '../uploads/uploadsApi.js'
import { isEditable } from '../uploads/uploadStatus.js'
import { useViewer } from '../uploads/useViewer.js'

/**
 * Whether the logged-in user may change the files of an upload: writers of an unpublished upload
 * (spec 1 §6, spec 3 §6). Anonymous visitors are never writers, so for them the upload is not asked
 * for. The server enforces the same rule on every change.
 */
export function useUploadEditable(api: ApiClient, uploadId: string, onError: (error: unknown) => void): boolean {
  const viewer = useViewer()
  const [upload, setUpload] = useState<Upload>()
  useEffect(() => {
    if (!viewer.userId || !uploadId) return
    let live = true
    fetchUpload(api, uploadId).then(
      (answer) => live && setUpload(answer),
      (error: unknown) => live && onError(error),
    )
    return () => {
      live = false
    }
  }, [api, uploadId, viewer.userId, onError])
  return Boolean(upload && viewer.userId && upload.upload_id === uploadId && isEditable(upload, viewer))
}
