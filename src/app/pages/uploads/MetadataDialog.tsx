import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { userMessage } from '../../../engine/api/errors.js'
import type { UploadEntry } from '../../../engine/api/schemas/uploads.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import {
  DISCARD_CHANGES_TEXT,
  NO_CHANGES,
  addDatasetProblem,
  editMetadata,
  hasChanges,
  newDatasetProblem,
  referenceProblem,
  removeDatasetProblem,
  type DatasetRef,
  type PendingChanges,
} from './metadataEdit.js'
import { createDataset } from '../datasets/datasetsApi.js'
import { editUpload } from './uploadsApi.js'

function currentOf(entries: readonly UploadEntry[] | undefined) {
  const metadata = entries?.length === 1 ? (entries[0].entry_metadata as Record<string, unknown> | null | undefined) : undefined
  return {
    comment: typeof metadata?.comment === 'string' ? metadata.comment : '',
    references: Array.isArray(metadata?.references) ? (metadata.references as string[]) : [],
    datasets: Array.isArray(metadata?.datasets) ? (metadata.datasets as DatasetRef[]) : [],
  }
}

/**
 * Edit comment, references and datasets of an upload's entries (all, or the `entries` given). Changes are
 * collected, checked with verify_only, then applied; closing with unsubmitted changes asks first.
 */
export function MetadataDialog(props: MetadataDialogProps) {
  // Mounted afresh on each opening, so that no change of an earlier opening lingers.
  return props.open ? <MetadataDialogBody {...props} /> : null
}

interface MetadataDialogProps {
  uploadId: string
  entries?: readonly UploadEntry[]
  /** Spec 1 §4: after publishing only dataset membership may change; comment and references are shown read-only. */
  datasetsOnly?: boolean
  open: boolean
  onClose: () => void
  onSaved: () => void
}

function MetadataDialogBody({ uploadId, entries, datasetsOnly = false, open, onClose, onSaved }: MetadataDialogProps) {
  const api = useApi()
  const { user } = useAuth()
  const [changes, setChanges] = useState<PendingChanges>(NO_CHANGES)
  const [reference, setReference] = useState('')
  const [referenceError, setReferenceError] = useState<string>()
  const [datasetInput, setDatasetInput] = useState('')
  const [datasetError, setDatasetError] = useState<string>()
  const [myDatasets, setMyDatasets] = useState<DatasetRef[]>([])
  const [askDiscard, setAskDiscard] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string>()
  const current = currentOf(entries)

  useEffect(() => {
    if (!user) return
    let active = true
    api
      .get<{ data?: DatasetRef[] }>('datasets/', { page: 1, page_size: 1000, user_id: user.sub })
      .then((answer) => active && setMyDatasets(answer?.data ?? []))
      .catch(() => undefined)
    return () => {
      active = false
    }
  }, [api, user])

  const references = [...current.references.filter((r) => !changes.referencesRemove.includes(r)), ...changes.referencesAdd]
  const datasets = [...current.datasets.filter((d) => !changes.datasetsRemove.some((r) => r.dataset_id === d.dataset_id)), ...changes.datasetsAdd]

  const addReference = () => {
    const problem = referenceProblem(reference, references)
    setReferenceError(problem)
    if (problem) return
    setChanges({ ...changes, referencesAdd: [...changes.referencesAdd, reference.trim()] })
    setReference('')
  }
  const addDataset = (name: string) => {
    const existing = myDatasets.find((dataset) => dataset.dataset_name === name)
    const problem = existing ? addDatasetProblem(existing, datasets) : newDatasetProblem(name, myDatasets, changes.datasetsCreate)
    setDatasetError(problem)
    if (problem) return
    setChanges(existing ? { ...changes, datasetsAdd: [...changes.datasetsAdd, existing] } : { ...changes, datasetsCreate: [...changes.datasetsCreate, name] })
    setDatasetInput('')
  }
  const removeDataset = (dataset: DatasetRef) => {
    if (changes.datasetsAdd.some((added) => added.dataset_id === dataset.dataset_id)) {
      setChanges({ ...changes, datasetsAdd: changes.datasetsAdd.filter((added) => added.dataset_id !== dataset.dataset_id) })
      return
    }
    const problem = removeDatasetProblem(dataset, true)
    setDatasetError(problem)
    if (!problem) setChanges({ ...changes, datasetsRemove: [...changes.datasetsRemove, dataset] })
  }
  const close = () => (hasChanges(changes) ? setAskDiscard(true) : onClose())

  /**
   * verify_only first, then the new datasets, then the edit itself. A failing part is named in the
   * dialog, which stays open with everything typed; datasets already created become additions, so
   * that a second Submit does not create them again.
   */
  const submit = async () => {
    setSubmitting(true)
    setFailure(undefined)
    const query = entries?.length ? { entry_id: entries.map((entry) => entry.entry_id) } : undefined
    let pending = changes
    const part = async (name: string, work: () => Promise<void>) => {
      try {
        await work()
        return true
      } catch (error) {
        setFailure(`${name} failed: ${userMessage(error)}`)
        return false
      }
    }
    try {
      const verified = await part('Checking the changes', async () => {
        await editUpload(api, uploadId, { metadata: editMetadata({ ...pending, datasetsCreate: [] }), verify_only: true, query, owner: 'user' })
      })
      if (!verified) return
      for (const datasetName of changes.datasetsCreate) {
        const created = await part(`Creating the dataset ${datasetName}`, async () => {
          const dataset = await createDataset(api, datasetName)
          pending = {
            ...pending,
            datasetsCreate: pending.datasetsCreate.filter((name) => name !== datasetName),
            datasetsAdd: [...pending.datasetsAdd, { dataset_id: dataset.dataset_id, dataset_name: dataset.dataset_name, doi: dataset.doi }],
          }
          setMyDatasets((known) => [...known, { dataset_id: dataset.dataset_id, dataset_name: dataset.dataset_name, doi: dataset.doi }])
        })
        if (!created) return
      }
      const saved = await part('Saving the metadata', async () => {
        await editUpload(api, uploadId, { metadata: editMetadata(pending), query, owner: 'user' })
      })
      if (!saved) return
      onSaved()
      onClose()
    } finally {
      setChanges(pending)
      setSubmitting(false)
    }
  }

  return (
    <>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
        <DialogTitle>{entries?.length ? `Edit the metadata of ${entries.length} entries` : 'Edit the metadata of all entries'}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }} onClose={() => setFailure(undefined)}>
              {failure}
            </Alert>
          )}
          {datasetsOnly && <Typography color="text.secondary">After publishing, metadata cannot be changed except dataset membership.</Typography>}
          <TextField
            label="Comment"
            fullWidth
            multiline
            margin="dense"
            disabled={datasetsOnly}
            value={changes.comment ?? current.comment}
            onChange={(event) => setChanges({ ...changes, comment: event.target.value })}
          />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            References
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {references.map((item) => (
              <Chip
                key={item}
                label={item}
                onDelete={
                  datasetsOnly
                    ? undefined
                    : () =>
                        setChanges(
                          changes.referencesAdd.includes(item)
                            ? { ...changes, referencesAdd: changes.referencesAdd.filter((r) => r !== item) }
                            : { ...changes, referencesRemove: [...changes.referencesRemove, item] },
                        )
                }
              />
            ))}
          </Box>
          {!datasetsOnly && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField
                label="Reference URL"
                size="small"
                fullWidth
                value={reference}
                error={Boolean(referenceError)}
                helperText={referenceError}
                onChange={(event) => setReference(event.target.value)}
                onKeyDown={(event) => event.key === 'Enter' && addReference()}
              />
              <Button onClick={addReference}>Add</Button>
            </Box>
          )}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Datasets
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {datasets.map((dataset) => (
              <Chip key={dataset.dataset_id} label={dataset.dataset_name} onDelete={() => removeDataset(dataset)} />
            ))}
            {changes.datasetsCreate.map((name) => (
              <Chip key={`new ${name}`} label={name} onDelete={() => setChanges({ ...changes, datasetsCreate: changes.datasetsCreate.filter((n) => n !== name) })} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Autocomplete
              freeSolo
              sx={{ flex: 1 }}
              options={myDatasets.map((dataset) => dataset.dataset_name)}
              inputValue={datasetInput}
              onInputChange={(_, value) => setDatasetInput(value)}
              renderInput={(params) => (
                <TextField {...params} size="small" label="Dataset (existing or new)" error={Boolean(datasetError)} helperText={datasetError} />
              )}
            />
            <Button onClick={() => addDataset(datasetInput)}>Add</Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" disabled={!hasChanges(changes) || submitting} onClick={() => void submit()}>
            Submit
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={askDiscard}
        title="Discard changes"
        onCancel={() => setAskDiscard(false)}
        onConfirm={() => {
          setAskDiscard(false)
          onClose()
        }}
      >
        {DISCARD_CHANGES_TEXT}
      </ConfirmDialog>
    </>
  )
}
