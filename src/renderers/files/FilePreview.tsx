import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import { autoPreview, TEXT_CHUNK_SIZE, viewerFor, type ViewerKind } from './preview.js'
import { Hdf5Preview } from './Hdf5Preview.js'
import { fetchRawBlob, fetchRawText, rawFileUrl } from './rawFiles.js'
import { StructurePreview } from './StructurePreview.js'

export const READ_FAILURE_TEXT = 'ERROR - COULD NOT READ FILE!'

interface PreviewProps {
  api: ApiClient
  uploadId: string
  path: string
  size: number
  /** The entry this file is the mainfile of; a cif preview then also shows the entry's structure. */
  entryId?: string | null
}

const preStyle = { m: 0, p: 1, fontSize: 12, whiteSpace: 'pre', overflow: 'auto', maxHeight: 600, bgcolor: 'action.hover' } as const

/** Previews a file with the viewer its name calls for; large files wait for 'Preview with {viewer} viewer'. */
export function FilePreview({ api, uploadId, path, size, entryId }: PreviewProps) {
  const name = path.split('/').pop() ?? path
  const [kind, setKind] = useState<ViewerKind>(viewerFor(name))
  const [requested, setRequested] = useState(false)
  if (!requested && !autoPreview(kind, size))
    return (
      <Button variant="outlined" onClick={() => setRequested(true)}>
        {`Preview with ${kind} viewer`}
      </Button>
    )
  const fallBack = () => setKind('text')
  if (kind === 'text') return <TextPreview api={api} uploadId={uploadId} path={path} />
  if (kind === 'pdf') return <PdfPreview api={api} uploadId={uploadId} path={path} onFallBack={fallBack} />
  if (kind === 'hdf5') return <Hdf5Preview api={api} uploadId={uploadId} path={path} size={size} failure={<FailedToOpen kind="hdf5" onFallBack={fallBack} />} />
  if (kind === 'image') return <ImagePreview src={rawFileUrl(api, uploadId, path)} alt={name} onFallBack={fallBack} />
  const whole = <WholeFilePreview api={api} uploadId={uploadId} path={path} kind={kind} onFallBack={fallBack} />
  if (kind !== 'cif' || !entryId) return whole
  return (
    <>
      <StructurePreview api={api} entryId={entryId} title={name} />
      {whole}
    </>
  )
}

/** The file did not open with its viewer: say so and offer the text viewer. */
function FailedToOpen({ kind, onFallBack }: { kind: ViewerKind; onFallBack: () => void }) {
  return (
    <Box>
      <Typography color="error">{`Failed to open with ${kind} viewer. Bad file format?`}</Typography>
      <Button size="small" onClick={onFallBack}>
        Open with text viewer
      </Button>
    </Box>
  )
}

/** An image; one the browser cannot decode gets the failure text instead of a broken-image icon. */
function ImagePreview({ src, alt, onFallBack }: { src: string; alt: string; onFallBack: () => void }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <FailedToOpen kind="image" onFallBack={onFallBack} />
  return <Box component="img" src={src} alt={alt} onError={() => setFailed(true)} sx={{ maxWidth: '100%' }} />
}

/** A pdf in the browser's own pdf viewer, from the file's bytes (a frame cannot send the user's token). */
function PdfPreview({ api, uploadId, path, onFallBack }: Omit<PreviewProps, 'size'> & { onFallBack: () => void }) {
  const [url, setUrl] = useState<string>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let active = true
    let objectUrl: string | undefined
    fetchRawBlob(api, uploadId, path, 'application/pdf').then(
      (blob) => {
        if (!active) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      },
      () => active && setFailed(true),
    )
    return () => {
      active = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [api, uploadId, path])
  if (failed) return <FailedToOpen kind="pdf" onFallBack={onFallBack} />
  if (!url) return <Typography color="text.secondary">loading ...</Typography>
  return <Box component="iframe" src={url} title={`pdf ${path.split('/').pop()}`} sx={{ width: '100%', height: 600, border: 0 }} />
}

/** Text in chunks of 16384 bytes, with 'load more' while the file goes on. */
function TextPreview({ api, uploadId, path }: Omit<PreviewProps, 'size'>) {
  const [text, setText] = useState('')
  const [done, setDone] = useState(false)
  const [loading, setLoading] = useState(true)

  const loadChunk = useCallback(
    async (offset: number) => {
      setLoading(true)
      try {
        const chunk = await fetchRawText(api, uploadId, path, { offset, length: TEXT_CHUNK_SIZE, decompress: true, ignore_mime_type: true })
        setText((current) => current + chunk)
        // A chunk shorter than asked for is the file's end (bytes vs characters: multi-byte text ends early, which is fine).
        if (new TextEncoder().encode(chunk).length < TEXT_CHUNK_SIZE) setDone(true)
      } catch {
        setText((current) => `${current}\n${READ_FAILURE_TEXT}`)
        setDone(true)
      } finally {
        setLoading(false)
      }
    },
    [api, uploadId, path],
  )

  useEffect(() => {
    let active = true
    fetchRawText(api, uploadId, path, { offset: 0, length: TEXT_CHUNK_SIZE, decompress: true, ignore_mime_type: true }).then(
      (chunk) => {
        if (!active) return
        setText(chunk)
        setDone(new TextEncoder().encode(chunk).length < TEXT_CHUNK_SIZE)
        setLoading(false)
      },
      () => {
        if (!active) return
        setText(READ_FAILURE_TEXT)
        setDone(true)
        setLoading(false)
      },
    )
    return () => {
      active = false
    }
  }, [api, uploadId, path])

  const offset = new TextEncoder().encode(text).length
  return (
    <Box data-testid="text-preview">
      <Box component="pre" sx={preStyle}>
        {text}
      </Box>
      {loading && <Typography color="text.secondary">loading ...</Typography>}
      {!done && !loading && (
        <Button size="small" onClick={() => void loadChunk(offset)}>
          load more
        </Button>
      )}
    </Box>
  )
}

/** json (pretty printed) and cif (its text; the structure is drawn from its entry), fetched whole; a bad file offers the text viewer. */
function WholeFilePreview({ api, uploadId, path, kind, onFallBack }: Omit<PreviewProps, 'size'> & { kind: ViewerKind; onFallBack: () => void }) {
  const [content, setContent] = useState<string>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let active = true
    fetchRawText(api, uploadId, path).then(
      (text) => {
        if (!active) return
        try {
          setContent(kind === 'json' ? JSON.stringify(JSON.parse(text), null, 2) : text)
        } catch {
          setFailed(true)
        }
      },
      () => active && setFailed(true),
    )
    return () => {
      active = false
    }
  }, [api, uploadId, path, kind])
  if (failed) return <FailedToOpen kind={kind} onFallBack={onFallBack} />
  if (content === undefined) return <Typography color="text.secondary">loading ...</Typography>
  return (
    <Box component="pre" sx={preStyle} data-testid={`${kind}-preview`}>
      {content}
    </Box>
  )
}
