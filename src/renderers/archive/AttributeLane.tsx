import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { AttributeDef } from './attributes.js'
import { LaneBox } from './LaneBox.js'
import { JsonView, QuantityValue } from './QuantityValue.js'

/** The attribute page of the archive browser: the attribute's value and, where declared, its definition. */
export function AttributeLane({ name, value, def }: { name: string; value: unknown; def?: AttributeDef }) {
  const [json, setJson] = useState(false)
  return (
    <LaneBox>
      <Box sx={{ p: 2 }} data-testid="attribute-lane">
        <Typography variant="overline">attribute</Typography>
        <Typography variant="h6" sx={{ wordBreak: 'break-all' }}>
          {name}
        </Typography>
        {def?.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {def.description}
          </Typography>
        )}
        {def?.type && (
          <Typography variant="caption" component="div" data-testid="attribute-type">
            {def.type}
          </Typography>
        )}
        {json ? <JsonView value={value} /> : <QuantityValue value={value} />}
        <Box>
          <Button size="small" onClick={() => setJson(!json)}>
            {json ? 'Hide JSON' : 'JSON'}
          </Button>
        </Box>
      </Box>
    </LaneBox>
  )
}
