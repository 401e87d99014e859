/**
 * A scatter-plot axis names a search quantity or a JMESPath expression on one, e.g.
 * `results.properties.electronic.band_structure_electronic[0].band_gap[0].value`, optionally with
 * NOMAD's `#schema` suffix. The expression runs on each hit; the quantity it reads is requested and
 * filtered by a box selection.
 */
import jmespath from 'jmespath'

// The typings omit `compile`, which the library exports next to `search`.
const { compile } = jmespath as unknown as { compile: (expression: string) => unknown }

/** Spec 2 §5 'Scatter data checks', word for word. */
export const INVALID_PATH_TEXT = 'Invalid JMESPath query, please check your syntax.'

export type AxisPath = { ok: true; quantity: string; expression: string } | { ok: false; error: string }

/** Index, slice, projection and filter brackets: `[0]`, `[-1]`, `[*]`, `[1:3]`, `[?type=='x']`. */
const BRACKETS = /\[[^\]]*\]/g
const PLAIN_NAME = /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/

/** The expression to evaluate and the search quantity it reads; an error when it does not compile or reads no plain path. */
export function parseAxisPath(text: string): AxisPath {
  const [expression, schema] = text.trim().split('#')
  if (expression === '') return { ok: false, error: INVALID_PATH_TEXT }
  try {
    compile(expression)
  } catch {
    return { ok: false, error: INVALID_PATH_TEXT }
  }
  const path = expression.replace(BRACKETS, '').replace(/\s+/g, '')
  if (!PLAIN_NAME.test(path)) return { ok: false, error: INVALID_PATH_TEXT }
  return { ok: true, quantity: schema === undefined ? path : `${path}#${schema}`, expression }
}

/** The quantity an axis reads, or the text itself when it does not parse (so that lookups fail visibly). */
export const axisQuantity = (text: string): string => {
  const parsed = parseAxisPath(text)
  return parsed.ok ? parsed.quantity : text
}
