import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Slider from '@mui/material/Slider'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { ElnEditorProps } from './editorProps.js'
import { elnProps } from './editorProps.js'

/** Without limits in the annotation, NOMAD's slider runs from 0 to 100. */
const DEFAULT_RANGE = { min: 0, max: 100 }

/** SliderEditQuantity: a slider between the annotation's minValue and maxValue; the value is handed over on release. */
export function SliderEditor({ def, label, value, onChange, error }: ElnEditorProps) {
  const props = elnProps(def)
  const min = typeof props.minValue === 'number' ? props.minValue : DEFAULT_RANGE.min
  const max = typeof props.maxValue === 'number' ? props.maxValue : DEFAULT_RANGE.max
  const integer = /int/.test(String(def.type.type_data))
  const step = typeof props.step === 'number' ? props.step : integer ? 1 : (max - min) / 100
  const stored = typeof value === 'number' ? value : undefined
  const [dragged, setDragged] = useState<{ from: number | undefined; value: number }>()
  const shown = dragged && dragged.from === stored ? dragged.value : (stored ?? min)
  return (
    <Box sx={{ px: 1 }}>
      <Typography variant="caption" color="text.secondary" id={`${label}-slider`}>
        {`${label}${def.unit ? ` (${def.unit})` : ''}: ${stored === undefined ? 'unset' : stored}`}
      </Typography>
      <Slider
        size="small"
        aria-labelledby={`${label}-slider`}
        min={min}
        max={max}
        step={step}
        value={shown}
        valueLabelDisplay="auto"
        onChange={(_, next) => setDragged({ from: stored, value: next as number })}
        onChangeCommitted={(_, next) => onChange(next as number)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
