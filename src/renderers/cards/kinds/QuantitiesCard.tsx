import type { CardRendererProps } from '../types.js'
import { logSectionMissing } from '../archive.js'
import { boundText } from '../binding.js'
import { CardFrame } from '../CardFrame.js'
import { QuantityTable } from '../QuantityTable.js'

/** Declarative card `type: quantities`: one row per JMESPath binding; nothing when no binding finds a value. */
export function QuantitiesCard({ cardKey, card, archive }: CardRendererProps) {
  if (card.type !== 'quantities') throw new Error(`card ${cardKey} is not a quantities card`)
  const rows = card.quantities.map((binding) => ({ label: binding.label ?? binding.path, value: boundText(archive, binding) }))
  if (rows.every((row) => row.value === undefined)) {
    logSectionMissing(card.quantities.map((binding) => binding.path).join(', '))
    return null
  }
  return (
    <CardFrame title={card.title ?? cardKey}>
      <QuantityTable rows={rows} label={card.title ?? cardKey} />
    </CardFrame>
  )
}
