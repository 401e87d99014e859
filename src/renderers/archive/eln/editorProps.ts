import type { QuantityDef } from '../../../engine/metainfo/index.js'

/** What every ELN editor gets from its rjsf widget or field. */
export interface ElnEditorProps {
  def: QuantityDef
  /** The label of the field (the quantity's name, or the item's place in a list). */
  label: string
  value: unknown
  /** A new value; undefined unsets the quantity. */
  onChange: (value: unknown) => void
  /** The form's refusal of the value last handed over (ajv against the quantity's JSON Schema). */
  error?: string
}

/** The `props` of the quantity's ELN annotation (limits such as minValue, maxValue, height). */
export function elnProps(def: QuantityDef): Record<string, unknown> {
  const eln = def.annotations?.eln
  const first = Array.isArray(eln) ? eln[0] : eln
  const props = first && typeof first === 'object' ? (first as { props?: unknown }).props : undefined
  return props && typeof props === 'object' ? (props as Record<string, unknown>) : {}
}
