/**
 * Unit settings (spec 2 §2): choose a unit system; change the unit of a dimension it does not lock,
 * picked from the units of that dimension (a list of 8 before it scrolls, spec 2 §9) or typed.
 */
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useSearchContext } from '../SearchContext.js'
import { unitChoices, type UnitChoice } from './unitChoices.js'

/** The dimensions most quantities use; the others keep their system unit. */
const SHOWN_DIMENSIONS = ['length', 'energy', 'time', 'pressure', 'angle', 'temperature', 'mass', 'force']

/** Spec 2 §9: the unit list shows up to 8 entries before scrolling (512 px). */
export const UNIT_LIST_HEIGHT = 512
const UNIT_LIST_ENTRIES = 8

function useUnitChoices(dimension: string): UnitChoice[] {
  const [choices, setChoices] = useState<UnitChoice[]>([])
  useEffect(() => {
    let live = true
    void unitChoices(dimension).then((found) => live && setChoices(found))
    return () => {
      live = false
    }
  }, [dimension])
  return choices
}

function DimensionField({ dimension }: { dimension: string }) {
  const { units } = useSearchContext()
  const choices = useUnitChoices(dimension)
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
  const apply = (unit: string) => setError(unit === current.definition ? undefined : units.setDimensionUnit(dimension, unit))
  return (
    <Autocomplete<UnitChoice, false, true, true>
      freeSolo
      disableClearable
      disabled={current.locked}
      options={choices}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.unit)}
      filterOptions={(options, { inputValue }) => {
        const typed = inputValue.trim().toLowerCase()
        // the current unit shows the whole list; typing narrows it
        return typed === '' || typed === current.definition.toLowerCase() ? options : options.filter((option) => option.unit.toLowerCase().includes(typed))
      }}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setText(next)
      }}
      onChange={(_, chosen) => {
        const unit = typeof chosen === 'string' ? chosen : chosen?.unit
        if (unit === undefined) return
        setText(unit)
        apply(unit)
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ height: UNIT_LIST_HEIGHT / UNIT_LIST_ENTRIES, flexDirection: 'column', alignItems: 'flex-start !important', justifyContent: 'center' }}>
          <Typography variant="body2">{option.unit}</Typography>
          {option.inSi && (
            <Typography variant="caption" color="text.secondary">
              {option.inSi}
            </Typography>
          )}
        </Box>
      )}
      slotProps={{ listbox: { style: { maxHeight: UNIT_LIST_HEIGHT }, 'aria-label': `Units of ${dimension}` } as object }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={dimension}
          onBlur={() => apply(text)}
          onKeyDown={(event) => event.key === 'Enter' && apply(text)}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  )
}

export function UnitSettingsDialog({ onClose }: { onClose: () => void }) {
  const { units } = useSearchContext()
  const { load } = units
  useEffect(load, [load])
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
