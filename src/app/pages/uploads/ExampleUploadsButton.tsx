import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { useApi } from '../../api/ApiContext.js'
import type { ExampleUpload } from '../../config/shellSettings.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { uploadPath } from './CreateUploadButtons.js'
import { createUpload } from './uploadsApi.js'

/** Example uploads by category, categories and uploads in the order the deployment lists them. */
function byCategory(examples: ExampleUpload[]): [string, ExampleUpload[]][] {
  const groups = new Map<string, ExampleUpload[]>()
  for (const example of examples) groups.set(example.category, [...(groups.get(example.category) ?? []), example])
  return [...groups]
}

/**
 * 'Add Example Uploads' (as in NOMAD): the example uploads of the deployment's plugins; adding one creates an
 * upload of the user with its files, processed like any other, and opens it. Shown only when there are any.
 */
export function ExampleUploadsButton({ disabled }: { disabled?: boolean }) {
  const { exampleUploads } = useShellSettings()
  const api = useApi()
  const { raiseError } = useErrors()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [adding, setAdding] = useState<string>()
  const groups = useMemo(() => byCategory(exampleUploads), [exampleUploads])
  if (exampleUploads.length === 0) return null

  const add = async (example: ExampleUpload) => {
    setAdding(example.id)
    try {
      const upload = await createUpload(api, { local_path: example.localPath, upload_name: example.title })
      setOpen(false)
      navigate(uploadPath(upload.upload_id))
    } catch (error) {
      raiseError(error)
    } finally {
      setAdding(undefined)
    }
  }

  return (
    <>
      <Button variant="contained" disabled={disabled} onClick={() => setOpen(true)}>
        Add Example Uploads
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="example-uploads-title" maxWidth="md" fullWidth>
        <DialogTitle id="example-uploads-title">Select a sample Upload</DialogTitle>
        <DialogContent>
          {groups.map(([category, examples]) => (
            <Box key={category} component="section" aria-label={category} sx={{ mb: 4 }}>
              <Typography variant="h5" component="h3">
                {category}
              </Typography>
              {examples.map((example) => (
                <Box key={example.id} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mt: 2 }}>
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography variant="h6" component="h4">
                      {example.title}
                    </Typography>
                    <Typography color="text.secondary">{example.description}</Typography>
                  </Box>
                  <Button variant="contained" size="small" disabled={adding !== undefined} onClick={() => void add(example)} aria-label={`add ${example.title}`}>
                    add
                  </Button>
                </Box>
              ))}
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
