import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { parseReference } from '../../engine/archive/paths.js'
import { typeFamily } from '../../engine/metainfo/index.js'
import { LaneBox } from './LaneBox.js'
import { isSection, type LaneKey, type QuantityItem } from './lanes.js'
import { typeText } from './metainfo.js'
import type { ReferenceResolver } from './otherEntries.js'
import { JsonView, QuantityValue } from './QuantityValue.js'
import { ReferenceValue } from './ReferenceValue.js'

export { CANNOT_RESOLVE } from './ReferenceValue.js'

type Json = Record<string, unknown>

/** A string that reads as a reference: a path into this archive, or into another entry's. */
const looksLikeReference = (value: unknown) =>
  typeof value === 'string' && (/^#?\/[a-z_]/i.test(value) || value.includes('#/') || (/^\.\.\/(upload|uploads|entries)\//.test(value) && value.includes('#'))) && parseReference(value) !== undefined

function isReference(item: QuantityItem): boolean {
  if (item.def) return item.def.type.type_kind === 'reference'
  return Array.isArray(item.value) ? item.value.length > 0 && item.value.every(looksLikeReference) : looksLikeReference(item.value)
}

interface QuantityLaneProps {
  quantity: QuantityItem
  onFollow: (path: LaneKey[]) => void
  loadSection: (path: (string | number)[]) => Promise<Json | undefined>
  /** Loads the whole value, for JSON quantities the lane holds only in outline. */
  loadWhole?: () => Promise<unknown>
  /** Resolves references into other entries. */
  resolveReference?: ReferenceResolver
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
export function QuantityLane({ quantity: item, onFollow, loadSection, loadWhole, resolveReference }: QuantityLaneProps) {
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
        {isReference(quantity) && quantity.def && (
          <Typography variant="caption" component="div" data-testid="reference-type">
            {typeText(quantity.def.type)}
          </Typography>
        )}
        {isReference(quantity) && (typeof quantity.value === 'string' || Array.isArray(quantity.value)) ? (
          (Array.isArray(quantity.value) ? quantity.value : [quantity.value]).map((value, i) => (
            <ReferenceValue key={i} value={String(value)} onFollow={onFollow} loadSection={loadSection} resolveReference={resolveReference} />
          ))
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
