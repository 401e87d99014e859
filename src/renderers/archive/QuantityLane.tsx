import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { parseReference } from '../../engine/archive/paths.js'
import { LaneBox } from './LaneBox.js'
import { typeFamily } from '../../engine/metainfo/index.js'
import { isSection, laneKeysOf, type LaneKey, type QuantityItem } from './lanes.js'
import { JsonView, QuantityValue } from './QuantityValue.js'

export const CANNOT_RESOLVE = 'Cannot resolve reference.'

type Json = Record<string, unknown>

function isReference(item: QuantityItem): boolean {
  if (item.def) return item.def.type.type_kind === 'reference'
  return typeof item.value === 'string' && (/^#?\/[a-z_]/i.test(item.value) || item.value.includes('#/')) && parseReference(item.value) !== undefined
}

interface QuantityLaneProps {
  quantity: QuantityItem
  onFollow: (path: LaneKey[]) => void
  loadSection: (path: (string | number)[]) => Promise<Json | undefined>
  /** Loads the whole value, for JSON quantities the lane holds only in outline. */
  loadWhole?: () => Promise<unknown>
}

/** A JSON quantity's object value arrives from a lane request in outline; it is asked for in full. */
function useWholeValue(item: QuantityItem, loadWhole?: () => Promise<unknown>): QuantityItem {
  const outline = loadWhole !== undefined && isSection(item.value) && ['json', 'any'].includes(item.def ? typeFamily(item.def.type) : 'json')
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
export function QuantityLane({ quantity: item, onFollow, loadSection, loadWhole }: QuantityLaneProps) {
  const [json, setJson] = useState(false)
  const quantity = useWholeValue(item, loadWhole)
  const unit = quantity.def?.unit
  return (
    <LaneBox>
      <Box sx={{ p: 2 }} data-testid="quantity-lane">
        <Typography variant="overline">{isReference(quantity) ? 'reference' : 'quantity'}</Typography>
        <Typography variant="h6" sx={{ wordBreak: 'break-all' }}>
          {quantity.name}
        </Typography>
        {quantity.def?.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {quantity.def.description}
          </Typography>
        )}
        {isReference(quantity) && typeof quantity.value === 'string' ? (
          <ReferenceValue value={quantity.value} onFollow={onFollow} loadSection={loadSection} />
        ) : json ? (
          <JsonView value={quantity.value} />
        ) : (
          <QuantityValue value={quantity.value} unit={unit} />
        )}
        <Box>
          <Button size="small" onClick={() => setJson(!json)}>
            {json ? 'Hide JSON' : 'JSON'}
          </Button>
        </Box>
      </Box>
    </LaneBox>
  )
}

/** A reference inside the archive can be followed once its target loads; others cannot be resolved here. */
function ReferenceValue({ value, onFollow, loadSection }: { value: string; onFollow: (path: LaneKey[]) => void; loadSection: (path: (string | number)[]) => Promise<Json | undefined> }) {
  const reference = parseReference(value)
  const local = reference && reference.entryId === undefined && reference.mainfile === undefined ? reference.path : undefined
  const [resolvable, setResolvable] = useState<boolean | undefined>(local ? undefined : false)
  useEffect(() => {
    if (!local) return
    let live = true
    // A reference to a quantity: its section must exist and hold it.
    const sectionPath = typeof local[local.length - 1] === 'string' ? local.slice(0, -1) : local
    loadSection(sectionPath).then(
      (section) => live && setResolvable(section !== undefined && (sectionPath === local || local[local.length - 1] as string in section)),
      () => live && setResolvable(false),
    )
    return () => {
      live = false
    }
  }, [value]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Box>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
      {resolvable === false && <Typography color="error">{CANNOT_RESOLVE}</Typography>}
      {resolvable && local && (
        <Button size="small" onClick={() => onFollow(laneKeysOf(local))}>
          Follow reference
        </Button>
      )}
    </Box>
  )
}
