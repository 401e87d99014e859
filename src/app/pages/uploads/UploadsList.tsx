import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useMachine } from '@xstate/react'
import { useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { DoesNotExist } from '../../../engine/api/errors.js'
import type { UploadsResponse } from '../../../engine/api/schemas/uploads.js'
import { uploadsListMachine } from '../../../machines/gui/uploadsList.js'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { Page } from '../Page.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import { CreateUploadButtons } from './CreateUploadButtons.js'
import { UploadCommands } from './UploadCommands.js'
import { UploadsHelp } from './UploadsHelp.js'
import { UploadsTable } from './UploadsTable.js'
import { deleteUpload, fetchUploads } from './uploadsApi.js'
import { isDeletionPending } from './uploadStatus.js'
import { useViewer } from './useViewer.js'

type ListData = UploadsResponse & { deletionPending: boolean }

/** The uploads list of a logged-in user: create buttons, shell commands, the paged table, help. */
export default function UploadsList() {
  const api = useApi()
  const { raiseError } = useErrors()
  const viewer = useViewer()
  const machine = useMemo(
    () =>
      uploadsListMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            const response = await fetchUploads(api, { ...input })
            return { ...response, deletionPending: response.data.some(isDeletionPending) } satisfies ListData
          }),
        },
      }),
    [api],
  )
  const [state, send] = useMachine(machine)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [confirmDelete, setConfirmDelete] = useState(false)
  const data = state.context.data as ListData | undefined

  const selectedUploads = (data?.data ?? []).filter((upload) => selected.has(upload.upload_id))
  // Spec 1 §5: only the main author may delete.
  const canDelete = selectedUploads.length > 0 && selectedUploads.every((upload) => upload.main_author === viewer.userId)

  const deleteSelected = async () => {
    setConfirmDelete(false)
    await Promise.all(
      selectedUploads.map((upload) =>
        deleteUpload(api, upload.upload_id).catch((error: unknown) => {
          if (error instanceof DoesNotExist) return
          raiseError(error instanceof Error && error.message ? error : new Error('Unexpected error!'))
        }),
      ),
    )
    setSelected(new Set())
    send({ type: 'RELOAD' })
  }

  return (
    <Page title="Your uploads">
      <CreateUploadButtons refreshKey={data} />
      <Box sx={{ my: 2 }}>
        <Typography variant="h6" component="h2">
          Upload with the shell
        </Typography>
        <UploadCommands />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Uploads
        </Typography>
        <Button color="error" disabled={!canDelete} onClick={() => setConfirmDelete(true)}>
          Delete selected
        </Button>
      </Box>
      {state.matches('failed') && !data && <Typography color="error">Failed to load</Typography>}
      {!data && state.matches('loading') && <Typography color="text.secondary">loading ...</Typography>}
      {data && (
        <UploadsTable
          uploads={data.data}
          total={data.pagination.total}
          query={state.context.query}
          viewer={viewer}
          selected={selected}
          onSelect={setSelected}
          onQuery={(query) => send({ type: 'SET_QUERY', query })}
        />
      )}
      <UploadsHelp />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete uploads"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void deleteSelected()}
      >
        {`Do you really want to delete ${selectedUploads.length === 1 ? 'the selected upload' : `the ${selectedUploads.length} selected uploads`} with all its files and entries?`}
      </ConfirmDialog>
    </Page>
  )
}
