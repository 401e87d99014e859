import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { CommandExamples } from '../../../engine/api/schemas/uploads.js'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { CopyButton } from './CopyButton.js'
import { fetchCommandExamples } from './uploadsApi.js'

const COMMANDS: { key: keyof CommandExamples; label: string }[] = [
  { key: 'upload_command', label: 'Upload a file' },
  { key: 'upload_command_with_name', label: 'Upload a file and name the upload' },
  { key: 'upload_command_form', label: 'Upload a file as a form' },
  { key: 'upload_progress_command', label: 'Upload a file and see the progress' },
  { key: 'upload_tar_command', label: 'Upload a whole folder' },
]

/** The shell commands of GET uploads/command-examples, each with a copy button. */
export function UploadCommands() {
  const api = useApi()
  const { raiseError } = useErrors()
  const [examples, setExamples] = useState<CommandExamples>()
  useEffect(() => {
    let active = true
    fetchCommandExamples(api).then((answer) => active && setExamples(answer), raiseError)
    return () => {
      active = false
    }
  }, [api, raiseError])
  if (!examples) return <Typography color="text.secondary">loading ...</Typography>
  return (
    <Box data-testid="upload-commands">
      {COMMANDS.filter(({ key }) => typeof examples[key] === 'string').map(({ key, label }) => (
        <Box key={key} sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="code" sx={{ flex: 1, p: 1, bgcolor: 'action.hover', fontSize: 12, overflowX: 'auto', whiteSpace: 'nowrap' }}>
              {String(examples[key])}
            </Box>
            <CopyButton text={String(examples[key])} label={`Copy: ${label}`} />
          </Box>
        </Box>
      ))}
    </Box>
  )
}
