/**
 * Attributes (spec 3 §2.1, §2.2): definitions declare them on sections and quantities
 * (`attributes:` as a list of {name, type, shape, description} or a mapping by name); archives
 * hold their values in `m_attributes`. Both browsers give each attribute its own lane, keyed
 * '@name' after the section or quantity it belongs to.
 */
import { isSection } from './lanes.js'

export const ATTRIBUTE_PREFIX = '@'

export interface AttributeDef {
  name: string
  /** The type as the definition writes it, e.g. 'str' or 'np.float64'. */
  type?: string
  shape?: unknown[]
  description?: string
  /** The definition as written, for the JSON view. */
  raw: Record<string, unknown>
}

export const isAttributeStep = (step: string | undefined) => typeof step === 'string' && step.startsWith(ATTRIBUTE_PREFIX) && step.length > 1
export const attributeStep = (name: string) => `${ATTRIBUTE_PREFIX}${name}`
export const attributeName = (step: string) => step.slice(ATTRIBUTE_PREFIX.length)

function typeOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (isSection(value) && value.type_data !== undefined) return String(value.type_data)
  return undefined
}

/** The attribute definitions a definition's `more.attributes` holds, in order. */
export function attributeDefinitions(more: Record<string, unknown> | undefined): AttributeDef[] {
  const attributes = more?.attributes
  const entries: [string, unknown][] = Array.isArray(attributes)
    ? attributes.map((item, i) => [isSection(item) && typeof item.name === 'string' ? item.name : String(i), item])
    : isSection(attributes)
      ? Object.entries(attributes)
      : []
  return entries.map(([name, item]) => {
    const raw = isSection(item) ? item : {}
    return {
      name,
      type: typeOf(raw.type),
      shape: Array.isArray(raw.shape) ? raw.shape : undefined,
      description: typeof raw.description === 'string' ? raw.description : undefined,
      raw: { name, ...raw },
    }
  })
}

/** The m_attributes of a section or of a quantity stored in full (m_value, m_unit, m_attributes). */
export function attributeValues(value: unknown): Record<string, unknown> | undefined {
  return isSection(value) && isSection(value.m_attributes) && Object.keys(value.m_attributes).length > 0 ? value.m_attributes : undefined
}

/** A quantity value stored in full: its value, unit and attributes. */
export interface StoredValue {
  m_value: unknown
  m_unit?: string
  m_attributes?: Record<string, unknown>
}

const isStored = (value: unknown): value is StoredValue => isSection(value) && 'm_value' in value

/**
 * The instances of a quantity stored in full, by name: NOMAD writes `{name: {m_value, m_unit,
 * m_attributes}}` (one instance named like the quantity, or several for a variable quantity),
 * sometimes the stored value alone. Undefined for a plain value.
 */
export function storedInstances(quantityName: string, value: unknown): Record<string, StoredValue> | undefined {
  if (isStored(value)) return { [quantityName]: value }
  if (!isSection(value)) return undefined
  const entries = Object.entries(value)
  return entries.length > 0 && entries.every(([, item]) => isStored(item)) ? (value as Record<string, StoredValue>) : undefined
}

export interface QuantityAttribute {
  /** The lane step: '@attr', or '@instance:attr' for one of several instances. */
  step: string
  label: string
  name: string
  value: unknown
}

export function quantityAttributes(quantityName: string, value: unknown): QuantityAttribute[] {
  const instances = Object.entries(storedInstances(quantityName, value) ?? {})
  const several = instances.length > 1
  return instances.flatMap(([instance, stored]) =>
    Object.entries(isSection(stored.m_attributes) ? stored.m_attributes : {}).map(([name, attribute]) => ({
      step: attributeStep(several ? `${instance}:${name}` : name),
      label: several ? `${instance}: ${name}` : name,
      name,
      value: attribute,
    })),
  )
}
