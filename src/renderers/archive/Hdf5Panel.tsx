import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import type { Hdf5Reference } from '../../engine/archive/hdf5Reference.js'
import { HDF5_FAILED_TEXT, Hdf5Preview, type RawFilesApi } from '../files/Hdf5Preview.js'

/** Where the archive browser reads raw files: the API and the entry's own upload. */
export interface RawFilesAccess {
  api: RawFilesApi
  uploadId: string
}

export const ARCHIVE_HDF5_TEXT = "The dataset is stored in the archive's HDF5 file, which this server does not keep."

/** The hdf5 panel (spec 3 §2.2): the referenced HDF5 file, opened at the referenced dataset. */
export function Hdf5Panel({ reference, rawFiles }: { reference: Hdf5Reference; rawFiles: RawFilesAccess }) {
  return (
    <Box data-testid="hdf5-panel" sx={{ mt: 1 }}>
      <ListSubheader disableGutters>hdf5</ListSubheader>
      <Typography variant="caption" component="div" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {`${reference.file}#${reference.path}`}
      </Typography>
      {reference.source === 'archive' ? (
        <Typography color="text.secondary">{ARCHIVE_HDF5_TEXT}</Typography>
      ) : (
        <Hdf5Preview
          api={rawFiles.api}
          uploadId={reference.uploadId ?? rawFiles.uploadId}
          path={reference.file}
          datasetPath={reference.path}
          failure={<Typography color="error">{HDF5_FAILED_TEXT}</Typography>}
        />
      )}
    </Box>
  )
}
