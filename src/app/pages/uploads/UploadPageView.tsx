import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { DoesNotExist } from '../../../engine/api/errors.js'
import type { UploadEntry } from '../../../engine/api/schemas/uploads.js'
import { FileBrowser } from '../../../renderers/files/index.js'
// The file browser's cif preview draws the structure with the structure renderer of the card registry.
import '../../../renderers/cards/register.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { EmbargoedUploadNotice } from './EmbargoedUploadNotice.js'
import { useBreadcrumbLabel } from '../../layout/breadcrumbLabels.js'
import { ApiDialog } from './ApiDialog.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import { CreateFromSchema } from './CreateFromSchema.js'
import { uploadPath } from './CreateUploadButtons.js'
import { DropZone } from './DropZone.js'
import { EntriesTable } from './EntriesTable.js'
import { MembersDialog } from './MembersDialog.js'
import { MetadataDialog } from './MetadataDialog.js'
import { ProcessingBar } from './ProcessingBar.js'
import { PublishStep } from './PublishStep.js'
import { ReadmeView } from './ReadmeView.js'
import { TransferDialog } from './TransferDialog.js'
import { UploadHeader } from './UploadHeader.js'
import { UploadStepper, type UploadStep } from './UploadStepper.js'
import { deleteUpload, editUpload, rawDownloadUrl, uploadAction, type UploadAction } from './uploadsApi.js'
import { entriesCounterText, isEditable, isMainAuthor, isWriter, processStatusText } from './uploadStatus.js'
import { useUploadPage } from './useUploadPage.js'
import { useViewer } from './useViewer.js'

type DialogName = 'members' | 'metadata' | 'api' | 'transfer' | 'delete'

/** The upload page (spec 1 §2): header, README, stepper with drop zone, files, processing, entries, access, metadata, publish. */
export function UploadPageView({ uploadId, filesPath }: { uploadId: string; filesPath?: string }) {
  const api = useApi()
  const auth = useAuth()
  const { raiseError } = useErrors()
  const navigate = useNavigate()
  const viewer = useViewer()
  const { state, send, data, query, processing, reloadAfterChange: reload } = useUploadPage(uploadId)
  const [dialog, setDialog] = useState<DialogName>()
  const [metadataEntries, setMetadataEntries] = useState<UploadEntry[]>()
  const upload = data?.upload
  const base = uploadPath(uploadId)
  useBreadcrumbLabel(upload?.upload_name || undefined, base)

  const act = async (action: UploadAction, actionQuery?: Record<string, string | number>) => {
    try {
      await uploadAction(api, uploadId, action, actionQuery)
    } catch (error) {
      raiseError(error)
    }
    reload()
  }

  if (!upload) {
    if (state.matches({ data: 'failed' }))
      // Spec 1 §8: the API's message, else 'Failed to load'; an embargoed upload shows its name and a login hint.
      return <EmbargoedUploadNotice uploadId={uploadId} uploadPath={base} refusal={(state.context.error as Error | undefined)?.message || 'Failed to load'} />
    return (
      <Box sx={{ p: 3 }}>
        <Typography color="text.secondary">loading ...</Typography>
      </Box>
    )
  }

  const editable = isEditable(upload, viewer)
  const mainAuthor = isMainAuthor(upload, viewer)
  const writer = auth.status === 'authenticated' && isWriter(upload, viewer)
  const processed = (data.processing_successful ?? 0) + (data.processing_failed ?? 0)
  const total = upload.entries ?? data.pagination.total
  const fileBrowser = (path: string) => (
    <FileBrowser
      api={api}
      uploadId={uploadId}
      path={path}
      editable={editable && !processing}
      basePath={`${base}/files`}
      onError={raiseError}
      version={upload.process_running ? undefined : upload.complete_time}
      onChanged={reload}
      entryRoute={(entryId) => `${base}/entry/id/${encodeURIComponent(entryId)}`}
    />
  )

  const steps: UploadStep[] = [
    {
      label: 'Prepare and upload files',
      content: (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {editable && (
              <Box sx={{ flex: 1 }}>
                <DropZone
                  progress={state.context.progress}
                  disabled={processing}
                  onFiles={(files) => send({ type: 'SEND', files, path: '' })}
                />
              </Box>
            )}
            <CreateFromSchema uploadId={uploadId} disabled={!editable || processing} onCreated={reload} />
          </Box>
          <Box sx={{ mt: 2 }}>{fileBrowser('')}</Box>
        </>
      ),
    },
    {
      label: 'Process data',
      completed: upload.process_status === 'SUCCESS' && !upload.process_running,
      content: (
        <>
          <Typography data-testid="process-status">{processStatusText(upload)}</Typography>
          {upload.last_status_message && (
            <Typography variant="caption" color="text.secondary">
              {upload.last_status_message}
            </Typography>
          )}
          <Typography variant="body2" data-testid="entries-counter">
            {entriesCounterText(processed, total, data.processing_failed ?? 0)}
          </Typography>
          <EntriesTable
            uploadId={uploadId}
            entries={data.data}
            total={data.pagination.total}
            query={{ ...query, page: data.pagination.page ?? query.page }}
            loading={state.matches({ data: 'loading' })}
            failed={state.matches({ data: 'failed' })}
            editable={editable}
            onQuery={(next) => send({ type: 'SET_QUERY', query: next })}
            onDownload={(entries) => {
              const urls = entries.flatMap((entry) => (entry.mainfile ? [rawDownloadUrl(api, uploadId, entry.mainfile, true)] : []))
              void api.navigate(urls, (url) => window.open(url))
            }}
            onEditMetadata={(entries) => {
              setMetadataEntries(entries)
              setDialog('metadata')
            }}
            onDelete={(entries) =>
              void uploadAction(api, uploadId, 'delete-entry-files', undefined, {
                query: { entry_id: entries.map((entry) => entry.entry_id) },
                include_parent_folders: false,
              }).then(reload, raiseError)
            }
          />
        </>
      ),
    },
  ]
  if (writer)
    steps.push(
      {
        label: 'Edit visibility and access',
        content: (
          <Button variant="outlined" onClick={() => setDialog('members')}>
            Manage upload members
          </Button>
        ),
      },
      {
        label: 'Edit metadata',
        content: (
          <Button
            variant="outlined"
            onClick={() => {
              setMetadataEntries(undefined)
              setDialog('metadata')
            }}
          >
            Edit the metadata of all entries
          </Button>
        ),
      },
      {
        label: 'Publish',
        completed: upload.published,
        content: (
          <PublishStep
            upload={upload}
            isMainAuthor={mainAuthor}
            onPublish={(months) => void act('publish', { embargo_length: months })}
            onLiftEmbargo={() => void act('lift-embargo')}
          />
        ),
      },
    )

  const tab = filesPath === undefined ? 'overview' : 'files'
  return (
    <Box sx={{ px: 3, py: 2 }}>
      <UploadHeader
        upload={upload}
        viewer={viewer}
        editable={editable}
        mainAuthor={mainAuthor}
        downloadUrl={rawDownloadUrl(api, uploadId)}
        navigate={(url) => api.navigate(url)}
        actions={{
          onRename: (name) =>
            editUpload(api, uploadId, { metadata: { upload_name: name } }).then(reload, (error: unknown) => {
              raiseError(error)
              throw error
            }),
          onMembers: () => setDialog('members'),
          onReload: reload,
          onReprocess: () => void act('process'),
          onStop: () => void act('stop'),
          onTransfer: () => setDialog('transfer'),
          onApi: () => setDialog('api'),
          onDelete: () => setDialog('delete'),
        }}
      />
      <Tabs value={tab} sx={{ mb: 2 }}>
        <Tab value="overview" label="Overview" component={Link} to={base} />
        <Tab value="files" label="Files" component={Link} to={`${base}/files`} />
      </Tabs>
      {state.context.transferError !== undefined && <Alert severity="error">{(state.context.transferError as Error)?.message ?? 'Upload failed'}</Alert>}
      {tab === 'files' ? (
        fileBrowser(filesPath ?? '')
      ) : (
        <>
          <ReadmeView uploadId={uploadId} version={upload.complete_time} />
          <UploadStepper steps={steps} />
        </>
      )}
      {upload.process_running && <ProcessingBar message={upload.last_status_message} />}
      <MembersDialog upload={upload} open={dialog === 'members'} editable={editable} onClose={() => setDialog(undefined)} onSaved={reload} />
      <MetadataDialog
        uploadId={uploadId}
        entries={metadataEntries}
        datasetsOnly={upload.published}
        open={dialog === 'metadata'}
        onClose={() => setDialog(undefined)}
        onSaved={reload}
      />
      <ApiDialog uploadId={uploadId} open={dialog === 'api'} onClose={() => setDialog(undefined)} />
      <TransferDialog key={upload.embargo_length} uploadId={uploadId} embargoLength={upload.embargo_length} open={dialog === 'transfer'} onClose={() => setDialog(undefined)} onDone={reload} />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete upload"
        onCancel={() => setDialog(undefined)}
        onConfirm={() => {
          setDialog(undefined)
          deleteUpload(api, uploadId).then(
            () => navigate('/user/uploads'),
            (error: unknown) => (error instanceof DoesNotExist ? navigate('/user/uploads') : raiseError(error)),
          )
        }}
      >
        Do you really want to delete this upload with all its files and entries?
      </ConfirmDialog>
    </Box>
  )
}
