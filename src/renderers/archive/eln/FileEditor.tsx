import UploadFileIcon from '@mui/icons-material/UploadFile'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useCallback, useRef, useState } from 'react'
import { putRawFiles } from '../../files/rawFiles.js'
import { OverwriteDialog } from '../../files/OverwriteDialog.js'
import { useFileWrite } from '../../files/useFileWrite.js'
import { useElnEnvironment } from '../elnEnvironment.js'
import type { ElnEditorProps } from './editorProps.js'
import { ValueWithAction } from './ValueWithAction.js'

export const UPLOAD_FILE = 'upload file'
export const NO_UPLOAD = 'Files can be uploaded only into an entry of an upload you may edit.'

/** The folder of the mainfile inside its upload ('' at the top). */
const folderOf = (mainfile: string | undefined) => (mainfile?.includes('/') ? mainfile.slice(0, mainfile.lastIndexOf('/')) : '')

/**
 * FileEditQuantity: a file chosen here is uploaded into the entry's upload, next to the mainfile
 * (PUT uploads/{id}/raw/{folder}), and the quantity is set to its path in the upload. An existing
 * file of that name asks first (the overwrite dialog).
 */
export function FileEditor({ label, value, onChange, error }: ElnEditorProps) {
  const environment = useElnEnvironment()
  const [progress, setProgress] = useState<number>()
  // The path being written; read when the write (maybe after the overwrite question) is done.
  const chosen = useRef<string>(undefined)
  const done = useCallback(() => {
    setProgress(undefined)
    if (chosen.current) onChange(chosen.current)
  }, [onChange])
  const failed = useCallback(
    (failure: unknown) => {
      setProgress(undefined)
      environment?.onError?.(failure)
    },
    [environment],
  )
  const { run, conflict, answer } = useFileWrite(failed, done)
  const uploadId = environment?.uploadId
  const choose = (file: File | undefined) => {
    if (!file || !environment || !uploadId) return
    const folder = folderOf(environment.mainfile)
    const path = folder ? `${folder}/${file.name}` : file.name
    chosen.current = path
    setProgress(0)
    void run([path], (overwrite) => putRawFiles(environment.api, uploadId, folder, [file], { overwrite, onProgress: setProgress }))
  }
  return (
    <ValueWithAction
      label={label}
      value={
        <Typography variant="body2" sx={{ flexGrow: 1, wordBreak: 'break-all' }} data-testid="file-quantity-path">
          {typeof value === 'string' && value !== '' ? value : 'no file'}
        </Typography>
      }
      action={
        <Button size="small" component="label" startIcon={<UploadFileIcon />} disabled={!uploadId || progress !== undefined}>
          {UPLOAD_FILE}
          <input hidden type="file" aria-label={`${label} ${UPLOAD_FILE}`} onChange={(event) => choose(event.target.files?.[0])} />
        </Button>
      }
    >
      {progress !== undefined && <LinearProgress variant="determinate" value={progress * 100} />}
      {!uploadId && <FormHelperText>{NO_UPLOAD}</FormHelperText>}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <OverwriteDialog
        open={Boolean(conflict)}
        paths={conflict ?? []}
        onYes={() => void answer(true)}
        onNo={() => {
          setProgress(undefined)
          void answer(false)
        }}
      />
    </ValueWithAction>
  )
}
