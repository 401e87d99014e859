import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { HDF5_FAILED_TEXT, Hdf5Preview, type RawFilesApi } from './Hdf5Preview.js'
import { AUTO_PREVIEW_LIMITS, autoPreview } from './preview.js'

/** The file browser's side panel: the open HDF5 file in the hdf5 viewer; files over 10 MB wait for a click. */
export function Hdf5SidePanel({ api, uploadId, path, size }: { api: RawFilesApi; uploadId: string; path: string; size: number }) {
  const [requested, setRequested] = useState(autoPreview('hdf5', size))
  return (
    <Box component="aside" aria-label="hdf5 side panel" sx={{ border: 1, borderColor: 'divider', p: 1, minWidth: 0, overflow: 'auto' }}>
      <Typography variant="overline">hdf5</Typography>
      <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
        {path.split('/').pop()}
      </Typography>
      {requested ? (
        <Hdf5Preview api={api} uploadId={uploadId} path={path} size={size} failure={<Typography color="error">{HDF5_FAILED_TEXT}</Typography>} />
      ) : (
        <Button variant="outlined" onClick={() => setRequested(true)} title={`Larger than ${AUTO_PREVIEW_LIMITS.hdf5 / 1024 / 1024} MB`}>
          Preview with hdf5 viewer
        </Button>
      )}
    </Box>
  )
}
