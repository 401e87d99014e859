import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { ToolModel } from '../../engine/api/schemas/north.js'
import { ToolStatusDialog } from './ToolStatusDialog.js'
import { toolsForFile, useTools } from './ToolsContext.js'

/** A file lane's launch list (spec 3 §2.4): the tools whose file extensions fit the file. */
export function ToolLaunchList({ uploadId, filePath, fileName }: { uploadId: string; filePath: string; fileName: string }) {
  const context = useTools()
  const [chosen, setChosen] = useState<ToolModel>()
  const tools = toolsForFile(context?.tools, fileName)
  if (!context || tools.length === 0) return null
  return (
    <Box sx={{ mt: 1 }} data-testid="tool-launch-list">
      <Typography variant="caption" color="text.secondary">
        Open with
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tools.map((tool) => (
          <Button key={tool.name} size="small" variant="outlined" onClick={() => setChosen(tool)}>
            {tool.title ?? tool.name}
          </Button>
        ))}
      </Box>
      {chosen && <ToolStatusDialog context={context} tool={chosen} uploadId={uploadId} filePath={filePath} onClose={() => setChosen(undefined)} />}
    </Box>
  )
}
