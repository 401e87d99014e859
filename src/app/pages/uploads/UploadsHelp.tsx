import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useShellSettings } from '../../config/SettingsContext.js'

/** Help text below the uploads list: uploading, limits, publishing, embargo, processing errors (spec 1 §2). */
export function UploadsHelp() {
  const { servicesUploadLimit } = useShellSettings()
  return (
    <Box sx={{ mt: 3, color: 'text.secondary' }} data-testid="uploads-help">
      <Typography variant="subtitle1" component="h2" color="text.primary">
        About uploading
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Create an upload and drop files onto it: plain files, or zip and tar.gz archives that are unpacked. Each upload holds
        up to 32 GB. You can have at most {servicesUploadLimit} unpublished uploads at a time.
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Uploads stay private until you publish them. You may publish with an embargo of up to 36 months; during the embargo
        only you, your co-authors and reviewers can see the data, afterwards it becomes public automatically. Publishing is
        final: files and entries cannot be changed and the upload cannot be deleted afterwards.
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        If processing fails for some files, the other entries can still be published. An upload whose processing failed
        entirely, or that has no recognised entry, cannot be published.
      </Typography>
    </Box>
  )
}
