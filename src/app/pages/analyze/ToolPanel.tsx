import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Markdown from 'react-markdown'
import type { ToolModel } from '../../../engine/api/schemas/north.js'
import { ToolLaunchButtons, useToolLauncher, type ToolsContextValue } from '../../../renderers/north/index.js'

/** One tool of the tools page: title and short description; expanded, its description, maintainers and buttons. */
export function ToolPanel({ context, tool, expanded, onToggle }: { context: ToolsContextValue; tool: ToolModel; expanded: boolean; onToggle: () => void }) {
  const title = tool.title ?? tool.name
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters data-testid={`tool-${tool.name}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`tool-${tool.name}-details`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2">
            {title}
          </Typography>
          {tool.short_description && (
            <Typography variant="body2" color="text.secondary">
              {tool.short_description}
            </Typography>
          )}
          {!expanded && tool.state === 'running' && <Chip label="running" color="success" size="small" />}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`tool-${tool.name}-details`}>{expanded && <ToolDetails context={context} tool={tool} />}</AccordionDetails>
    </Accordion>
  )
}

function ToolDetails({ context, tool }: { context: ToolsContextValue; tool: ToolModel }) {
  const launcher = useToolLauncher(context, tool)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {tool.description && <Markdown>{tool.description}</Markdown>}
      {tool.maintainer.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`Maintainer: ${tool.maintainer.map((person) => (person.email ? `${person.name} (${person.email})` : person.name)).join(', ')}`}
        </Typography>
      )}
      {tool.version && <Typography variant="body2" color="text.secondary">{`Version: ${tool.version}`}</Typography>}
      {launcher.error !== undefined && (
        <Typography variant="body2" color="error">
          {launcher.error instanceof Error ? launcher.error.message : String(launcher.error)}
        </Typography>
      )}
      <ToolLaunchButtons launcher={launcher} loggedIn={context.loggedIn} hubAvailable={context.hub?.available !== false} />
    </Box>
  )
}
