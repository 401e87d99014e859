import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import { useEffect, useState, type ComponentProps } from 'react'
import { parseHdf5Reference } from '../../engine/archive/hdf5Reference.js'
import { parseReference } from '../../engine/archive/paths.js'
import type { Model, SectionDef } from '../../engine/metainfo/index.js'
import { ArchiveDefinitionLane, METAINFO_STEP } from './ArchiveDefinitionLane.js'
import { AttributeLane } from './AttributeLane.js'
import { attributeDefinitions, quantityAttributes, storedInstances, type StoredValue } from './attributes.js'
import { Hdf5Panel, type RawFilesAccess } from './Hdf5Panel.js'
import { LaneBox } from './LaneBox.js'
import { laneWidth } from './laneWidth.js'
import { hasQuantityPlots } from './sectionPlots.js'
import { MetainfoLink } from './MetainfoLink.js'
import { QuantityPlots } from './PlotPanel.js'
import { isSection, LIST_FIRST, moreItemsText, type LaneKey, type QuantityItem } from './lanes.js'
import { typeText } from './metainfo.js'
import type { ReferenceResolver } from './otherEntries.js'
import { JsonView, QuantityValue } from './QuantityValue.js'
import { isQueryValue, QueryValue } from './QueryValue.js'
import { ReferenceValue } from './ReferenceValue.js'

export { CANNOT_RESOLVE } from './ReferenceValue.js'

type Json = Record<string, unknown>

/** A string that reads as a reference: a path into this archive, or into another entry's (an HDF5 dataset is none). */
const looksLikeReference = (value: unknown) =>
  typeof value === 'string' &&
  parseHdf5Reference(value) === undefined && (/^#?\/[a-z_]/i.test(value) || value.includes('#/') || (/^\.\.\/(upload|uploads|entries)\//.test(value) && value.includes('#'))) && parseReference(value) !== undefined

function isReference(item: QuantityItem): boolean {
  if (item.def) return item.def.type.type_kind === 'reference'
  return Array.isArray(item.value) ? item.value.length > 0 && item.value.every(looksLikeReference) : looksLikeReference(item.value)
}

interface QuantityLaneProps {
  quantity: QuantityItem
  /** The definition of the section holding the quantity (for the link to the quantity's definition). */
  sectionDef?: SectionDef
  /** The section holding the quantity, as its lane holds it (plot annotations read its quantities). */
  section?: Json
  onFollow: (path: LaneKey[]) => void
  loadSection: (path: (string | number)[]) => Promise<Json | undefined>
  /** Loads the whole value, for JSON quantities the lane holds only in outline. */
  loadWhole?: () => Promise<unknown>
  /** Resolves references into other entries. */
  resolveReference?: ReferenceResolver
  model?: Model
  /** The lane step after this lane: an attribute ('@name') or the quantity's definition. */
  nextStep?: string
  onSelectStep?: (step: string) => void
  /** Given where raw files can be read: an HDF5 reference value shows the hdf5 panel. */
  rawFiles?: RawFilesAccess
  /** Opens another entry (the results of a query value). */
  onOpenEntry?: (entryId: string) => void
}

/** The dataset an HDF5Reference quantity (or, without a definition, a `file.h5#/path` value) points at. */
function hdf5ReferenceOf(item: QuantityItem) {
  const type = item.def?.type
  if (type && type.type_kind !== 'custom' && type.type_kind !== 'python') return undefined
  if (type?.type_kind === 'custom' && !/HDF5(Reference|Dataset)$/.test(String(type.type_data))) return undefined
  return parseHdf5Reference(item.value)
}

/**
 * An object value (a JSON quantity, or one stored in full with m_value and m_attributes) arrives
 * from a lane request in outline; it is asked for in full.
 */
function useWholeValue(item: QuantityItem, loadWhole?: () => Promise<unknown>): QuantityItem {
  const outline = loadWhole !== undefined && isSection(item.value)
  const [whole, setWhole] = useState<{ of: unknown; value: unknown }>()
  useEffect(() => {
    if (!outline) return
    let live = true
    loadWhole().then(
      (value) => live && value !== undefined && setWhole({ of: item.value, value }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [outline, loadWhole, item.value])
  return whole && whole.of === item.value ? { ...item, value: whole.value } : item
}

/** The value lane of a quantity: description, value with unit, JSON toggle; references are followed. */
export function QuantityLane({ quantity: item, sectionDef, section, onFollow, loadSection, loadWhole, resolveReference, model, nextStep, onSelectStep, rawFiles, onOpenEntry }: QuantityLaneProps) {
  const [json, setJson] = useState(false)
  const quantity = useWholeValue(item, loadWhole)
  const unit = quantity.def?.unit
  const instances = storedInstances(quantity.name, quantity.value)
  const attributes = quantityAttributes(quantity.name, quantity.value)
  const attribute = attributes.find((a) => a.step === nextStep)
  const hdf5 = rawFiles ? hdf5ReferenceOf(quantity) : undefined
  return (
    <>
      <LaneBox width={laneWidth({ showsPlots: Boolean(section) && hasQuantityPlots(quantity.def) })}>
        <Box sx={{ p: 2 }} data-testid="quantity-lane">
          <Typography variant="overline">{isReference(quantity) ? 'reference' : isQueryValue(quantity.def, quantity.value) ? 'query' : 'quantity'}</Typography>
          <Typography variant="h6" sx={{ wordBreak: 'break-all' }}>
            {sectionDef && quantity.def ? <MetainfoLink path={[sectionDef.qualifiedName, quantity.name]}>{quantity.name}</MetainfoLink> : quantity.name}
          </Typography>
          {quantity.def?.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {quantity.def.description}
            </Typography>
          )}
          {isReference(quantity) && quantity.def && (
            <Typography variant="caption" component="div" data-testid="reference-type">
              {typeText(quantity.def.type)}
            </Typography>
          )}
          {isReference(quantity) && (typeof quantity.value === 'string' || Array.isArray(quantity.value)) ? (
            <ReferenceList values={Array.isArray(quantity.value) ? quantity.value : [quantity.value]} onFollow={onFollow} loadSection={loadSection} resolveReference={resolveReference} />
          ) : json ? (
            <JsonView value={quantity.value} />
          ) : isQueryValue(quantity.def, quantity.value) ? (
            <QueryValue value={quantity.value} onOpenEntry={onOpenEntry} />
          ) : (
            <StoredValues instances={instances} value={quantity.value} unit={unit} />
          )}
          {hdf5 && rawFiles && <Hdf5Panel reference={hdf5} rawFiles={rawFiles} />}
          {section && <QuantityPlots quantity={quantity.def} section={section} sectionDef={sectionDef} onNavigate={onFollow} />}
          {attributes.length > 0 && (
            <List dense disablePadding>
              <ListSubheader disableGutters>attributes</ListSubheader>
              {attributes.map((attribute) => (
                <ListItemButton key={attribute.step} selected={nextStep === attribute.step} onClick={() => onSelectStep?.(attribute.step)}>
                  {attribute.label}
                </ListItemButton>
              ))}
            </List>
          )}
          <Box>
            <Button size="small" onClick={() => setJson(!json)}>
              {json ? 'Hide JSON' : 'JSON'}
            </Button>
            {model && sectionDef && quantity.def && (
              <Button size="small" onClick={() => onSelectStep?.(METAINFO_STEP)} aria-pressed={nextStep === METAINFO_STEP}>
                definition
              </Button>
            )}
          </Box>
        </Box>
      </LaneBox>
      {model && sectionDef && quantity.def && nextStep === METAINFO_STEP && <ArchiveDefinitionLane model={model} section={sectionDef} quantity={quantity.def} />}
      {attribute && <AttributeLane name={attribute.name} value={attribute.value} def={attributeDefinitions(quantity.def?.more).find((a) => a.name === attribute.name)} />}
    </>
  )
}

/** A value, or the values of a quantity stored in full (each with its own unit; several for a variable quantity). */
function StoredValues({ instances, value, unit }: { instances?: Record<string, StoredValue>; value: unknown; unit?: string }) {
  if (!instances) return <QuantityValue value={value} unit={unit} />
  const entries = Object.entries(instances)
  return (
    <>
      {entries.map(([name, stored]) => (
        <Box key={name} sx={{ mb: 1 }}>
          {entries.length > 1 && <Typography variant="caption" component="div">{name}</Typography>}
          <QuantityValue value={stored.m_value} unit={typeof stored.m_unit === 'string' ? stored.m_unit : unit} />
        </Box>
      ))}
    </>
  )
}

/** The references of a quantity, each resolved on its own; long lists show their first items only. */
function ReferenceList({ values, ...props }: { values: unknown[] } & Omit<ComponentProps<typeof ReferenceValue>, 'value'>) {
  const shown = values.slice(0, LIST_FIRST)
  return (
    <>
      {shown.map((value, i) => (
        <ReferenceValue key={i} value={String(value)} {...props} />
      ))}
      {values.length > shown.length && <Typography variant="caption">{moreItemsText(values.length - shown.length)}</Typography>}
    </>
  )
}
