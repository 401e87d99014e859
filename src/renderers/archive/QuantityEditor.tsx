import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import type { QuantityDef } from '../../engine/metainfo/index.js'
import { loadUnits } from '../search/loadUnits.js'
import { elnAnnotation, isOpenList, type EditorKind } from './editing.js'

export interface QuantityEditorProps {
  def: QuantityDef
  kind: EditorKind
  value: unknown
  /** A new value; undefined unsets the quantity. */
  onChange: (value: unknown) => void
}

/** The boolean editor's three states (spec 2 §4). */
export const BOOL_STATES = ['true', 'false', 'unset'] as const

/** An editor for one quantity of an editable section, by the kind its ELN component asks for. */
export function QuantityEditor(props: QuantityEditorProps) {
  return isOpenList(props.def) ? <ListEditor {...props} /> : <ValueEditor {...props} />
}

/** A list quantity: one editor per item (emptying one removes it) and one more that appends a new item. */
function ListEditor({ def, kind, value, onChange }: QuantityEditorProps) {
  const items = Array.isArray(value) ? value : []
  const itemDef = (name: string): QuantityDef => ({ ...def, name, shape: [] })
  const change = (index: number, item: unknown) => {
    const next = [...items]
    if (item === undefined) next.splice(index, 1)
    else next[index] = item
    onChange(next.length > 0 ? next : undefined)
  }
  return (
    <Stack spacing={1} role="group" aria-label={def.name}>
      {items.map((item, index) => (
        <ValueEditor key={`${index}/${items.length}`} def={itemDef(`${def.name}:${index}`)} kind={kind} value={item} onChange={(next) => change(index, next)} />
      ))}
      <ValueEditor key={`new/${items.length}`} def={itemDef(newItemLabel(def.name))} kind={kind} value={undefined} onChange={(next) => next !== undefined && onChange([...items, next])} />
    </Stack>
  )
}

export const newItemLabel = (name: string) => `${name}: new item`

function ValueEditor(props: QuantityEditorProps) {
  const { def, kind, value, onChange } = props
  const label = def.name
  if (kind === 'enum') {
    const options = Array.isArray(def.type.type_data) ? def.type.type_data : []
    return (
      <TextField select size="small" fullWidth label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}>
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
  if (kind === 'datetime') return <CommittedText label={label} type="datetime-local" stored={typeof value === 'string' ? toLocalInput(value) : ''} onCommit={(text) => onChange(text === '' ? undefined : new Date(text).toISOString())} />
  return <CommittedText label={label} multiline={kind === 'multiline'} stored={value === undefined || value === null ? '' : String(value)} onCommit={(text) => onChange(text === '' ? undefined : text)} />
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

/** Numbers are shown in the ELN's default display unit where one is set, and stored in the definition's unit. */
function NumberEditor({ def, value, onChange }: QuantityEditorProps) {
  const [units, setUnits] = useState<Units>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let live = true
    void loadUnits().then((loaded) => live && setUnits(() => loaded))
    return () => {
      live = false
    }
  }, [])
  const displayUnit = displayUnitOf(def, units)
  const convert = (number: number, from: string | undefined, to: string | undefined) => (units && from && to && from !== to ? units.convertUnit(number, from, to) : number)
  const stored = typeof value === 'number' ? String(Number(convert(value, def.unit, displayUnit).toPrecision(12))) : ''
  const dtype = def.type.type_data
  return (
    <CommittedText
      label={def.name}
      unit={displayUnit}
      stored={stored}
      error={error}
      onCommit={(text) => {
        if (text.trim() === '') {
          setError(undefined)
          return onChange(undefined)
        }
        // The units library may still be on its way: the value is checked and converted once it is there.
        void loadUnits().then((lib) => {
          const checked = lib.validateNumber(text, typeof dtype === 'string' ? dtype : 'float64')
          if (!checked.valid) return setError(checked.error)
          setError(undefined)
          const unit = displayUnitOf(def, lib)
          onChange(unit && def.unit && unit !== def.unit ? lib.convertUnit(checked.value, unit, def.unit) : checked.value)
        })
      }}
    />
  )
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
