import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import { EmbargoSelect } from './EmbargoSelect.js'

/**
 * Step 5: publish with an embargo of 0 to 36 months, or lift the embargo of a published upload.
 * Spec 1 §4: only uploads with at least one entry whose processing did not fail entirely can be published.
 */
export function PublishStep({
  upload,
  isMainAuthor,
  onPublish,
  onLiftEmbargo,
}: {
  upload: Upload
  isMainAuthor: boolean
  onPublish: (embargoMonths: number) => void
  onLiftEmbargo: () => void
}) {
  const [embargo, setEmbargo] = useState(0)
  const [confirm, setConfirm] = useState(false)
  if (upload.published)
    return (
      <Box>
        <Typography>
          {upload.with_embargo ? `This upload is published with an embargo of ${upload.embargo_length} months.` : 'This upload is published.'}
        </Typography>
        {upload.with_embargo && isMainAuthor && (
          <Button sx={{ mt: 1 }} variant="outlined" onClick={onLiftEmbargo}>
            Lift Embargo
          </Button>
        )}
      </Box>
    )
  const publishable =
    isMainAuthor && !upload.process_running && upload.process_status !== 'FAILURE' && (upload.entries ?? 0) > 0
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Publishing is final: afterwards files and entries cannot be changed and the upload cannot be deleted. With an embargo, the
        data stays visible only to you, your co-authors and reviewers until the embargo ends.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <EmbargoSelect value={embargo} onChange={setEmbargo} disabled={!publishable} />
        <Button variant="contained" disabled={!publishable} onClick={() => setConfirm(true)}>
          Publish
        </Button>
      </Box>
      <ConfirmDialog
        open={confirm}
        title="Publish upload"
        confirmLabel="Publish"
        cancelLabel="Cancel"
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false)
          onPublish(embargo)
        }}
      >
        {embargo > 0
          ? `Publish the upload with an embargo of ${embargo} months? This cannot be undone.`
          : 'Publish the upload without embargo? This cannot be undone.'}
      </ConfirmDialog>
    </Box>
  )
}
