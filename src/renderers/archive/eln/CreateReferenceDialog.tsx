import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { User } from '../../../engine/api/schemas/users.js'
import { putRawArchive } from '../../files/rawFiles.js'
import type { ElnEnvironment } from '../elnEnvironment.js'

/** Spec 2 §8: what the user reads when the new entry did not process. */
export const createReferenceFailed = (errors: string) => `Failed to create the reference. Details: ${errors}`
/** Spec 2 §6: creating a reference requires login. */
export const LOGIN_TO_CREATE = 'You must be logged in to create a reference.'
export const CREATE_REFERENCE_TEXTS = { create: 'Create', cancel: 'Cancel' }

/** Spec 2 §9: the unpublished uploads are listed in one page. */
export const UPLOAD_LIST_PAGE_SIZE = 10000

interface UploadItem {
  upload_id: string
  upload_name?: string
  main_author?: string
}

export interface CreatedReference {
  entryId: string
  uploadId: string
}

export interface CreateReferenceDialogProps {
  open: boolean
  sectionName: string
  /** The m_def of the new entry's data section, given the upload it is created in. */
  definitionIn: (uploadId: string) => string | undefined
  environment: ElnEnvironment
  onCreated: (created: CreatedReference) => void
  onClose: () => void
}

/**
 * The create-reference dialog: a new entry {name}.archive.json with a data section of the referenced
 * type, written into an unpublished upload of the user's choice and processed; then referenced.
 */
export function CreateReferenceDialog({ open, sectionName, definitionIn, environment, onCreated, onClose }: CreateReferenceDialogProps) {
  const { api, userId } = environment
  const [name, setName] = useState('')
  const [target, setTarget] = useState(environment.uploadId ?? '')
  const [uploads, setUploads] = useState<UploadItem[]>([])
  const [owners, setOwners] = useState<Record<string, User>>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!open || !userId) return
    let live = true
    void (async () => {
      const listed = await api.get<{ data: UploadItem[] }>('uploads', { is_published: false, page_size: UPLOAD_LIST_PAGE_SIZE })
      if (!live) return
      setUploads(listed.data)
      const others = [...new Set(listed.data.map((upload) => upload.main_author).filter((id): id is string => Boolean(id) && id !== userId))]
      if (others.length === 0) return
      const users = await api.get<{ data: User[] }>('users', { user_id: others })
      if (live) setOwners(Object.fromEntries(users.data.map((user) => [user.user_id, user])))
    })().catch((error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)))
    return () => {
      live = false
    }
  }, [open, api, userId])

  const create = async () => {
    const mDef = definitionIn(target)
    if (!mDef) return setFailure(createReferenceFailed(`the definition of ${sectionName} cannot be referenced from another file`))
    setBusy(true)
    setFailure(undefined)
    try {
      const written = await putRawArchive(api, target, `${name.trim()}.archive.json`, { data: { m_def: mDef } }, { overwrite: false })
      if (written.process_status !== 'SUCCESS' || !written.entry_id) return setFailure(createReferenceFailed(written.errors.join(', ') || String(written.process_status)))
      onCreated({ entryId: written.entry_id, uploadId: target })
    } catch (error) {
      setFailure(createReferenceFailed(error instanceof Error ? error.message : String(error)))
    } finally {
      setBusy(false)
    }
  }

  const mine = uploads.filter((upload) => upload.main_author === userId)
  const others = uploads.filter((upload) => upload.main_author !== userId)
  const ownerLabel = (id: string | undefined) => {
    const owner = id ? owners[id] : undefined
    return `Owned by ${owner?.name ?? id ?? 'unknown'}${owner?.affiliation ? ` (${owner.affiliation})` : ''}`
  }
  const groups = [...new Set(others.map((upload) => upload.main_author))]
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{`Create new reference: ${sectionName}`}</DialogTitle>
      <DialogContent>
        {!userId ? (
          <Typography color="error">{LOGIN_TO_CREATE}</Typography>
        ) : (
          <>
            <TextField fullWidth margin="dense" label="name" value={name} onChange={(event) => setName(event.target.value)} helperText={name.trim() ? `${name.trim()}.archive.json` : undefined} />
            <TextField select fullWidth margin="dense" label="upload" value={uploads.some((upload) => upload.upload_id === target) ? target : ''} onChange={(event) => setTarget(event.target.value)}>
              {mine.length > 0 && <ListSubheader>My uploads</ListSubheader>}
              {mine.map((upload) => (
                <MenuItem key={upload.upload_id} value={upload.upload_id}>
                  {upload.upload_name ?? upload.upload_id}
                </MenuItem>
              ))}
              {groups.flatMap((owner) => [
                <ListSubheader key={`owner:${owner}`}>{ownerLabel(owner)}</ListSubheader>,
                ...others
                  .filter((upload) => upload.main_author === owner)
                  .map((upload) => (
                    <MenuItem key={upload.upload_id} value={upload.upload_id}>
                      {upload.upload_name ?? upload.upload_id}
                    </MenuItem>
                  )),
              ])}
            </TextField>
          </>
        )}
        {failure && <Typography color="error">{failure}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CREATE_REFERENCE_TEXTS.cancel}</Button>
        <Button variant="contained" disabled={!userId || busy || name.trim() === '' || !uploads.some((upload) => upload.upload_id === target)} onClick={() => void create()}>
          {CREATE_REFERENCE_TEXTS.create}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
