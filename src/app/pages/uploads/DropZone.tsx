import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useRef, useState, type DragEvent } from 'react'

/**
 * 'Drop files here or click to open dialog': takes dropped or chosen files; while they are sent, a progress bar
 * shows the fraction sent (`progress`, 0..1). `disabled` (the upload processes, as NOMAD's disabled={isProcessing})
 * greys it out and ignores clicks, drops and files chosen in a dialog opened before.
 */
export function DropZone({ onFiles, progress, disabled }: { onFiles: (files: File[]) => void; progress?: number; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const sending = progress !== undefined
  const inactive = disabled || sending

  const take = (files: File[]) => {
    if (!inactive && files.length) onFiles(files)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    take(Array.from(event.dataTransfer.files))
  }

  return (
    <Box>
      <Box
        role="button"
        tabIndex={0}
        aria-disabled={inactive}
        data-testid="drop-zone"
        onClick={() => !inactive && input.current?.click()}
        onKeyDown={(event) => event.key === 'Enter' && !inactive && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault()
          if (event.dataTransfer) event.dataTransfer.dropEffect = inactive ? 'none' : 'copy'
          setOver(!inactive)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          p: 3,
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          textAlign: 'center',
          cursor: inactive ? 'not-allowed' : 'pointer',
          color: inactive ? 'text.disabled' : 'text.secondary',
          bgcolor: inactive ? 'action.disabledBackground' : undefined,
        }}
      >
        <Typography>Drop files here or click to open dialog</Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          disabled={inactive}
          data-testid="drop-zone-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = ''
            take(files)
          }}
        />
      </Box>
      {sending && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="upload progress" />
          <Typography variant="caption">{`Uploading ... ${Math.round(progress * 100)}%`}</Typography>
        </Box>
      )}
    </Box>
  )
}
