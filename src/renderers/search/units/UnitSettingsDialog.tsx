/** Unit settings (spec 2 §2): choose a unit system; change the unit of a dimension it does not lock. */
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useSearchContext } from '../SearchContext.js'

/** The dimensions most quantities use; the others keep their system unit. */
const SHOWN_DIMENSIONS = ['length', 'energy', 'time', 'pressure', 'angle', 'temperature', 'mass', 'force']

function DimensionField({ dimension }: { dimension: string }) {
  const { units } = useSearchContext()
  const current = units.dimensionUnits[dimension]
  const [text, setText] = useState(current?.definition ?? '')
  const [error, setError] = useState<string | undefined>()
  const [shown, setShown] = useState(current?.definition)
  if (shown !== current?.definition) {
    setShown(current?.definition)
    setText(current?.definition ?? '')
    setError(undefined)
  }
  if (!current) return null
  const apply = () => setError(text === current.definition ? undefined : units.setDimensionUnit(dimension, text))
  return (
    <TextField
      size="small"
      label={dimension}
      value={text}
      disabled={current.locked}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
      error={error !== undefined}
      helperText={error}
    />
  )
}

export function UnitSettingsDialog({ onClose }: { onClose: () => void }) {
  const { units } = useSearchContext()
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Unit settings</DialogTitle>
      <DialogContent>
        <RadioGroup value={units.system} onChange={(event) => units.setUnitSystem(event.target.value)} aria-label="Unit system">
          {units.systems.map((system) => (
            <FormControlLabel key={system.name} value={system.name} control={<Radio size="small" />} label={system.label} />
          ))}
        </RadioGroup>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, marginTop: 12 }}>
          {units.ready && SHOWN_DIMENSIONS.map((dimension) => <DimensionField key={`${units.system}-${dimension}`} dimension={dimension} />)}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
