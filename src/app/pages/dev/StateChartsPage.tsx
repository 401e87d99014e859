import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import type { Upload, UploadEntry } from '../../../engine/api/schemas/uploads.js'
import { entryProcessingMachine, processMachine, toolMachine, uploadMachine } from '../../../machines/index.js'
import { archiveEditingMachine } from '../../../machines/gui/archiveEditing.js'
import { uploadPageMachine } from '../../../machines/gui/uploadPage.js'
import { uploadsListMachine } from '../../../machines/gui/uploadsList.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { Page } from '../Page.js'
import { fetchUpload, fetchUploadEntries, fetchUploads } from '../uploads/uploadsApi.js'
import { StateChart } from './stateChart/StateChart.js'

/** The upload life-cycle state of an upload: the server's stored machine state, else derived from its fields. */
export function uploadLifecycleState(upload: Upload): string {
  const stored = (upload as Record<string, unknown>).upload_state
  if (typeof stored === 'string' && stored) return stored
  if (upload.published) return upload.with_embargo ? 'published.embargoed' : 'published.public'
  if (upload.process_running) return 'processing'
  if (upload.process_status === 'SUCCESS') return 'processed'
  if (upload.process_status === 'FAILURE') return 'failed'
  return 'staged'
}

const POLL_DELAY = 1000

function ChartSection({ title, machine, state }: { title: string; machine: AnyStateMachine; state?: string }) {
  return (
    <Box sx={{ my: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {state && <Typography variant="body2" color="text.secondary">{`current state: ${state}`}</Typography>}
      <Box sx={{ overflowX: 'auto' }}>
        <StateChart machine={machine} state={state} title={title} />
      </Box>
    </Box>
  )
}

/** The processing machines as state charts, with the live state of a chosen upload and entry highlighted. */
export default function StateChartsPage() {
  const api = useApi()
  const { status } = useAuth()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [uploadId, setUploadId] = useState('')
  const [upload, setUpload] = useState<Upload>()
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const [entryId, setEntryId] = useState('')

  useEffect(() => {
    if (status !== 'authenticated') return
    let active = true
    fetchUploads(api, { page_size: 100, order_by: 'upload_create_time', order: 'desc' }).then(
      (answer) => active && setUploads(answer.data),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [api, status])

  // Follows the chosen upload: once, and every second while it processes.
  useEffect(() => {
    if (!uploadId) return
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const [current, page] = await Promise.all([fetchUpload(api, uploadId), fetchUploadEntries(api, uploadId, { page_size: 100, page: 1 })])
        if (!active) return
        setUpload(current)
        setEntries(page.data)
        if (current.process_running) timer = setTimeout(() => void poll(), POLL_DELAY)
      } catch {
        if (active) setUpload(undefined)
      }
    }
    void poll()
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [api, uploadId])

  const entry = entries.find((item) => item.entry_id === entryId) ?? entries[0]
  return (
    <Page title="State charts">
      <Typography variant="body2" sx={{ mb: 2 }}>
        The machines that drive uploads, their processing and remote tools. Choose one of your uploads to see its live state.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormControl size="small" sx={{ minWidth: 320 }} disabled={uploads.length === 0}>
          <InputLabel id="chart-upload">Upload</InputLabel>
          <Select labelId="chart-upload" label="Upload" value={uploadId} onChange={(event) => setUploadId(String(event.target.value))}>
            {uploads.map((item) => (
              <MenuItem key={item.upload_id} value={item.upload_id}>
                {item.upload_name || item.upload_id}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 320 }} disabled={entries.length === 0}>
          <InputLabel id="chart-entry">Entry</InputLabel>
          <Select labelId="chart-entry" label="Entry" value={entry?.entry_id ?? ''} onChange={(event) => setEntryId(String(event.target.value))}>
            {entries.map((item) => (
              <MenuItem key={item.entry_id} value={item.entry_id}>
                {item.mainfile ?? item.entry_id}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <ChartSection title="Upload life cycle" machine={uploadMachine} state={upload ? uploadLifecycleState(upload) : undefined} />
      <ChartSection title="Upload processing" machine={processMachine} state={upload?.process_status ?? undefined} />
      <ChartSection title="Entry processing" machine={entryProcessingMachine} state={entry?.process_status ?? undefined} />
      <ChartSection title="Upload page (GUI)" machine={uploadPageMachine} />
      <ChartSection title="Uploads list (GUI)" machine={uploadsListMachine} />
      <ChartSection title="Archive editing (GUI)" machine={archiveEditingMachine} />
      <ChartSection title="Remote tool" machine={toolMachine} />
    </Page>
  )
}
