import type { ScalarValue } from './ast.js'
import { queryMessages as m } from './messages.js'
import { dataTypeOf, enumValues, type QuantityInfo } from './quantities.js'

export type Coerced = { ok: true; value: ScalarValue } | { ok: false; message: string }

const INTEGER = /^[+-]?\d+$/

/**
 * Brings a criterion value to the quantity's type: numeric strings become numbers, `'true'`
 * becomes true, timestamps become ISO 8601 (UTC) strings, enum values are checked.
 */
export function coerceValue(name: string, info: QuantityInfo, value: ScalarValue): Coerced {
  const ok = (v: ScalarValue): Coerced => ({ ok: true, value: v })
  const fail = (message: string): Coerced => ({ ok: false, message })
  switch (dataTypeOf(info)) {
    case 'int': {
      if (typeof value === 'number' && Number.isInteger(value)) return ok(value)
      if (typeof value === 'string' && INTEGER.test(value.trim())) return ok(Number(value))
      return fail(m.invalidInt(name, value))
    }
    case 'float': {
      if (typeof value === 'number' && Number.isFinite(value)) return ok(value)
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
      return Number.isFinite(number) ? ok(number) : fail(m.invalidFloat(name, value))
    }
    case 'boolean': {
      if (typeof value === 'boolean') return ok(value)
      if (value === 'true' || value === 'false') return ok(value === 'true')
      return fail(m.invalidBoolean(name, value))
    }
    case 'timestamp': {
      const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN
      return Number.isFinite(time) ? ok(new Date(time).toISOString()) : fail(m.invalidTimestamp(name, value))
    }
    case 'enum': {
      const allowed = enumValues(info) ?? []
      const text = String(value)
      return allowed.includes(text) ? ok(text) : fail(m.invalidEnum(name, value, allowed))
    }
    case 'string':
      return ok(typeof value === 'string' ? value : String(value))
    default:
      return ok(value)
  }
}
