import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { QuantityDef } from '../../../engine/metainfo/index.js'
import { loadUnits } from '../../search/loadUnits.js'
import { unitChoices } from '../../search/units/unitChoices.js'
import { elnAnnotation, type EditorKind } from '../editing.js'

export interface ValueEditorProps {
  def: QuantityDef
  kind: EditorKind
  /** The label of the field (the quantity's name, or the item's place in a list). */
  label: string
  value: unknown
  /** A new value; undefined unsets the quantity. */
  onChange: (value: unknown) => void
  /** The form's refusal of the value last handed over (ajv against the quantity's JSON Schema). */
  error?: string
}

/** The boolean editor's three states (spec 2 §4). */
export const BOOL_STATES = ['true', 'false', 'unset'] as const

/** The field that edits one value of a quantity, by the kind its ELN component asks for (drawn by QuantityForm's rjsf widgets). */
export function ValueEditor(props: ValueEditorProps) {
  const { def, kind, label, value, onChange } = props
  if (kind === 'enum') {
    const options = Array.isArray(def.type.type_data) ? def.type.type_data : []
    return (
      <TextField select size="small" fullWidth label={label} value={typeof value === 'string' ? value : ''} error={Boolean(props.error)} helperText={props.error} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}>
        <MenuItem value="">
          <em>unset</em>
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    )
  }
  if (kind === 'bool')
    return (
      <TextField select size="small" fullWidth label={label} value={value === true ? 'true' : value === false ? 'false' : 'unset'} onChange={(event) => onChange(event.target.value === 'unset' ? undefined : event.target.value === 'true')}>
        {BOOL_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {state}
          </MenuItem>
        ))}
      </TextField>
    )
  if (kind === 'number') return <NumberEditor {...props} />
  if (kind === 'datetime') return <CommittedText label={label} error={props.error} type="datetime-local" stored={typeof value === 'string' ? toLocalInput(value) : ''} onCommit={(text) => onChange(text === '' ? undefined : new Date(text).toISOString())} />
  return <CommittedText label={label} error={props.error} stored={value === undefined || value === null ? '' : String(value)} onCommit={(text) => onChange(text === '' ? undefined : text)} />
}

/** A text field that edits locally and hands its text over on blur or Enter (not on every key). */
function CommittedText(props: { label: string; stored: string; onCommit: (text: string) => void; type?: string; multiline?: boolean; error?: string; unit?: string }) {
  const { stored, onCommit } = props
  // A draft belongs to the stored value it started from: when that value changes, the draft goes.
  const [draft, setDraft] = useState({ from: stored, text: stored })
  const text = draft.from === stored ? draft.text : stored
  const setText = (next: string) => setDraft({ from: stored, text: next })
  const commit = () => text !== stored && onCommit(text)
  return (
    <TextField
      size="small"
      fullWidth
      label={props.unit ? `${props.label} (${props.unit})` : props.label}
      type={props.type}
      multiline={props.multiline}
      maxRows={20}
      value={text}
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && !props.multiline && commit()}
    />
  )
}

type Units = Awaited<ReturnType<typeof loadUnits>>

/**
 * Numbers are shown in a display unit (the ELN's default display unit at first, any unit of the
 * dimension to choose) and stored in the definition's unit. Choosing another unit converts the
 * shown number in place (default, spec 2 §4) or, with that toggle off, keeps the number and so
 * changes the stored value.
 */
function NumberEditor({ def, label, value, onChange, error: refused }: ValueEditorProps) {
  const [units, setUnits] = useState<Units>()
  const [error, setError] = useState<string>()
  const [chosen, setChosen] = useState<string>()
  const [convertInPlace, setConvertInPlace] = useState(true)
  useEffect(() => {
    let live = true
    void loadUnits().then((loaded) => live && setUnits(() => loaded))
    return () => {
      live = false
    }
  }, [])
  const displayUnit = chosen ?? displayUnitOf(def, units)
  const convert = (number: number, from: string | undefined, to: string | undefined) => (units && from && to && from !== to ? units.convertUnit(number, from, to) : number)
  const shownNumber = typeof value === 'number' ? Number(convert(value, def.unit, displayUnit).toPrecision(15)) : undefined
  const dtypeName = typeof def.type.type_data === 'string' ? def.type.type_data : 'float64'
  const choose = (unit: string) => {
    if (!convertInPlace && shownNumber !== undefined && units && def.unit) onChange(units.convertUnit(shownNumber, unit, def.unit))
    setChosen(unit)
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <CommittedText
        label={label}
        unit={displayUnit}
        stored={shownNumber === undefined ? '' : String(shownNumber)}
        error={error ?? refused}
        onCommit={(text) => {
          if (text.trim() === '') {
            setError(undefined)
            return onChange(undefined)
          }
          // The number is read in the unit shown while it was typed; the units library may still be on its way.
          void loadUnits().then((lib) => {
            const checked = lib.validateNumber(text, dtypeName, { ...elnBounds(def), unit: def.unit, valueUnit: displayUnit })
            if (!checked.valid) return setError(checked.error)
            const storedValue = displayUnit && def.unit && displayUnit !== def.unit ? lib.convertUnit(checked.value, displayUnit, def.unit) : checked.value
            // A whole number in the display unit need not be one in the stored unit (1500 mm is 1.5 m).
            const stored = lib.validateNumber(storedValue, dtypeName)
            if (!stored.valid) return setError(stored.error)
            setError(undefined)
            onChange(storedValue)
          })
        }}
      />
      {units && def.unit && displayUnit && <UnitChooser units={units} storedUnit={def.unit} unit={displayUnit} keep={[displayUnitOf(def, units) ?? def.unit, def.unit]} onChoose={choose} convertInPlace={convertInPlace} onConvertInPlace={setConvertInPlace} name={def.name} />}
    </Box>
  )
}

export const convertInPlaceLabel = 'convert in place'

/** The display unit of a number field (units of the stored unit's dimension) and the convert-in-place toggle. */
function UnitChooser(props: { units: Units; storedUnit: string; unit: string; keep: string[]; onChoose: (unit: string) => void; convertInPlace: boolean; onConvertInPlace: (on: boolean) => void; name: string }) {
  const { units, storedUnit, unit } = props
  const [choices, setChoices] = useState<string[]>([])
  useEffect(() => {
    const parsed = units.parseUnit(storedUnit)
    if (!parsed.ok) return
    let live = true
    unitChoices(units.dimensionName(parsed.unit.dimensions)).then(
      (found) => live && setChoices(found.map((choice) => choice.unit)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [units, storedUnit])
  // The units shown so far (the ELN's default display unit among them) stay choosable with the dimension's own.
  const options = [...new Set([...props.keep, unit, ...choices])]
  if (options.length < 2) return null
  return (
    <Box role="group" aria-label={`${props.name} unit`} sx={{ display: 'flex', flexDirection: 'column', minWidth: 96 }}>
      <TextField select size="small" label="unit" value={unit} onChange={(event) => props.onChoose(event.target.value)} slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 150 } } } } } }}>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        sx={{ m: 0 }}
        control={<Checkbox size="small" checked={props.convertInPlace} onChange={(_, on) => props.onConvertInPlace(on)} />}
        label={<Typography variant="caption">{convertInPlaceLabel}</Typography>}
      />
    </Box>
  )
}

/** The ELN's limits of a number (`props.minValue`, `props.maxValue`), in the stored unit. */
function elnBounds(def: QuantityDef): { min?: number; max?: number } {
  const props = elnAnnotation(def)?.props as { minValue?: unknown; maxValue?: unknown } | undefined
  return { ...(typeof props?.minValue === 'number' && { min: props.minValue }), ...(typeof props?.maxValue === 'number' && { max: props.maxValue }) }
}

function displayUnitOf(def: QuantityDef, units: Units | undefined): string | undefined {
  const preferred = elnAnnotation(def)?.defaultDisplayUnit
  if (typeof preferred === 'string' && def.unit && units && units.validateDisplayUnit(def.name, preferred, def.unit) === undefined) return preferred
  return def.unit
}

/** An ISO timestamp as a datetime-local input shows it (local time, minutes). */
function toLocalInput(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60000)
  return local.toISOString().slice(0, 16)
}
