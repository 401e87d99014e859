import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTools } from '../../../renderers/north/index.js'
import { Page } from '../Page.js'
import { ToolPanel } from './ToolPanel.js'

export const WELCOME =
  'The remote tools hub runs analysis applications for you on the server, one of each per user. Launch a tool to work on your uploads: they appear as folders in it, writable while you may edit the upload and read-only once it is published. A tool opens in a new window.'
export const HUB_DISABLED = 'The remote tools hub is not enabled on this deployment.'

/** The tools hub page (spec 3 §2.5): a welcome text and the tools as expandable panels, jupyter expanded first. */
export default function NorthPage() {
  const context = useTools()
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['jupyter']))
  const toggle = (name: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(name)) next.add(name)
      return next
    })

  return (
    <Page title="Remote tools hub">
      <Typography variant="body1" sx={{ mb: 2, maxWidth: 900 }}>
        {WELCOME}
      </Typography>
      {!context && <Alert severity="info">{HUB_DISABLED}</Alert>}
      {context?.hub && !context.hub.available && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {context.hub.message}
        </Alert>
      )}
      {context && !context.tools && (
        <Box sx={{ display: 'flex', justifyContent: 'center', my: 4 }}>
          <CircularProgress aria-label="loading tools" />
        </Box>
      )}
      {context?.tools?.length === 0 && <Alert severity="info">No tools are configured on this deployment.</Alert>}
      <Box sx={{ maxWidth: 900 }}>
        {context?.tools?.map((tool) => <ToolPanel key={tool.name} context={context} tool={tool} expanded={expanded.has(tool.name)} onToggle={() => toggle(tool.name)} />)}
      </Box>
    </Page>
  )
}
