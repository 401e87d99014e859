import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useRef, useState, type DragEvent } from 'react'

/**
 * 'Drop files here or click to open dialog': takes dropped or chosen files; while they are sent, a progress bar
 * shows the fraction sent (`progress`, 0..1).
 */
export function DropZone({ onFiles, progress, disabled }: { onFiles: (files: File[]) => void; progress?: number; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const sending = progress !== undefined
  const inactive = disabled || sending

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (inactive) return
    const files = Array.from(event.dataTransfer.files)
    if (files.length) onFiles(files)
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
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          p: 3,
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          textAlign: 'center',
          cursor: inactive ? 'default' : 'pointer',
          color: inactive ? 'text.disabled' : 'text.secondary',
        }}
      >
        <Typography>Drop files here or click to open dialog</Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="drop-zone-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = ''
            if (files.length) onFiles(files)
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
