import Paper from '@mui/material/Paper'
import { useEffect, useState } from 'react'
import Markdown from 'react-markdown'
import { useApi } from '../../api/ApiContext.js'
import { fetchRawText } from './uploadsApi.js'

/** The upload's README.md, shown expanded; nothing when the upload has none. */
export function ReadmeView({ uploadId, version }: { uploadId: string; version?: string | null }) {
  const api = useApi()
  const [text, setText] = useState<string>()
  useEffect(() => {
    let active = true
    fetchRawText(api, uploadId, 'README.md').then(
      (content) => active && setText(content),
      () => active && setText(undefined),
    )
    return () => {
      active = false
    }
  }, [api, uploadId, version])
  if (!text) return null
  return (
    <Paper variant="outlined" sx={{ px: 2, my: 2 }} data-testid="upload-readme">
      <Markdown>{text}</Markdown>
    </Paper>
  )
}
