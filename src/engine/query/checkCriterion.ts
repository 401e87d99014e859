import { RANGE_OPERATORS, type CriterionNode, type RangeBounds, type ScalarValue } from './ast.js'
import { coerceValue } from './coerce.js'
import { queryMessages as m } from './messages.js'
import { dataTypeOf, isSection, type QuantityLookup } from './quantities.js'

export interface CriterionProblem {
  code: 'unknown_quantity' | 'invalid_value'
  message: string
  guiMessage?: string
}

export interface CheckedCriterion {
  node: CriterionNode
  problems: CriterionProblem[]
}

/** Checks that a criterion targets a known quantity and brings its values to the quantity's type. */
export function checkCriterion(node: CriterionNode, lookup: QuantityLookup): CheckedCriterion {
  const name = node.quantity
  const info = lookup(name)
  if (!info || isSection(info)) {
    return {
      node,
      problems: [{ code: 'unknown_quantity', message: m.notADocQuantity(name), guiMessage: m.quantityNotAvailable(name) }],
    }
  }
  const problems: CriterionProblem[] = []
  const coerce = (value: ScalarValue): ScalarValue => {
    const result = coerceValue(name, info, value)
    if (result.ok) return result.value
    problems.push({ code: 'invalid_value', message: result.message })
    return value
  }
  switch (node.kind) {
    case 'equals':
      return { node: { ...node, value: coerce(node.value) }, problems }
    case 'set':
      return { node: { ...node, values: node.values.map(coerce) }, problems }
    case 'range': {
      if (dataTypeOf(info) === 'boolean') return { node, problems: [{ code: 'invalid_value', message: m.rangeNotSupported(name) }] }
      const bounds: RangeBounds = {}
      for (const op of RANGE_OPERATORS) {
        const bound = node.bounds[op]
        if (bound === undefined) continue
        // NOMAD's ranges take any number, also on an integer quantity (a box drawn on an integer axis has fractional ends).
        const fractional = dataTypeOf(info) === 'int' && typeof bound === 'number' && Number.isFinite(bound)
        bounds[op] = fractional ? bound : (coerce(bound) as number | string)
      }
      return { node: { ...node, bounds }, problems }
    }
    case 'text':
      return { node, problems }
  }
}
