import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { OverwriteDialog } from '../../../renderers/files/OverwriteDialog.js'
import { putRawArchive } from '../../../renderers/files/rawFiles.js'
import { useFileWrite } from '../../../renderers/files/useFileWrite.js'
import { useApi } from '../../api/ApiContext.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { uploadPath } from './CreateUploadButtons.js'
import { builtInSchemaOptions, customSchemaOptions, entryFileName, entryNameFromInput, fetchSchemaEntries, newEntryArchive, type SchemaOption } from './schemaOptions.js'

/** Spec 1 §2 step 1: 'Create from schema' writes {name}.archive.json with the chosen section and opens the new entry. */
export function CreateFromSchema({ uploadId, disabled, onCreated }: { uploadId: string; disabled: boolean; onCreated: () => void }) {
  const [open, setOpen] = useState(false)
  const { raiseError } = useErrors()
  const writes = useFileWrite(raiseError, onCreated)
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => setOpen(true)}>
        Create from schema
      </Button>
      {open && (
        <CreateFromSchemaDialog
          uploadId={uploadId}
          onClose={() => setOpen(false)}
          onCreate={(fileName, write) => {
            setOpen(false)
            void writes.run([fileName], write)
          }}
        />
      )}
      <OverwriteDialog open={Boolean(writes.conflict)} paths={writes.conflict ?? []} onYes={() => void writes.answer(true)} onNo={() => void writes.answer(false)} />
    </>
  )
}

function useSchemaOptions(uploadId: string): SchemaOption[] | undefined {
  const api = useApi()
  const { raiseError } = useErrors()
  const { pluginSchemaUploads } = useShellSettings()
  const [options, setOptions] = useState<SchemaOption[]>()
  useEffect(() => {
    let active = true
    const builtIn = import('../../../engine/metainfo/bundled.js').then(({ bundledStrataMetainfo }) => builtInSchemaOptions(bundledStrataMetainfo()))
    const titles = new Map(pluginSchemaUploads.map(({ uploadId: id, title }) => [id, title]))
    // A plugin's schemas belong to an admin; they are listed once, under the plugin's name.
    const custom = fetchSchemaEntries(api).then((schemas) => schemas.filter((schema) => !titles.has(schema.upload_id)).flatMap((schema) => customSchemaOptions(schema, uploadId)))
    const fromPlugins =
      titles.size === 0
        ? Promise.resolve([])
        : fetchSchemaEntries(api, [...titles.keys()]).then((schemas) => schemas.flatMap((schema) => customSchemaOptions(schema, uploadId, titles.get(schema.upload_id))))
    Promise.all([custom, fromPlugins, builtIn]).then(
      ([own, plugins, ready]) => active && setOptions([...own, ...plugins, ...ready]),
      (error: unknown) => {
        if (!active) return
        setOptions([])
        raiseError(error)
      },
    )
    return () => {
      active = false
    }
  }, [api, raiseError, uploadId, pluginSchemaUploads])
  return options
}

function CreateFromSchemaDialog({
  uploadId,
  onClose,
  onCreate,
}: {
  uploadId: string
  onClose: () => void
  onCreate: (fileName: string, write: (overwrite: boolean) => Promise<void>) => void
}) {
  const api = useApi()
  const navigate = useNavigate()
  const options = useSchemaOptions(uploadId)
  const [schema, setSchema] = useState<SchemaOption | null>(null)
  const [name, setName] = useState('')

  const create = useCallback(() => {
    if (!schema || !name) return
    const fileName = entryFileName(name)
    onCreate(fileName, async (overwrite) => {
      const written = await putRawArchive(api, uploadId, fileName, newEntryArchive(schema), { overwrite })
      if (written.process_status !== 'SUCCESS' || !written.entry_id)
        throw new Error(`Processing of ${fileName} failed${written.errors.length ? `: ${written.errors.join('; ')}` : '.'}`)
      navigate(`${uploadPath(uploadId)}/entry/id/${encodeURIComponent(written.entry_id)}`)
    })
  }, [api, name, navigate, onCreate, schema, uploadId])

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Create from schema</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={options ?? []}
          loading={options === undefined}
          groupBy={(option) => option.group}
          getOptionLabel={(option) => option.label}
          getOptionKey={(option) => option.mDef}
          isOptionEqualToValue={(option, value) => option.mDef === value.mDef}
          value={schema}
          onChange={(_, value) => setSchema(value)}
          renderInput={(params) => <TextField {...params} margin="dense" label="Schema" />}
        />
        <TextField
          label="Name"
          fullWidth
          margin="dense"
          value={name}
          onChange={(event) => setName(entryNameFromInput(event.target.value))}
          helperText={name ? `The new file: ${entryFileName(name)}` : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!name || !schema} onClick={create}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  )
}
