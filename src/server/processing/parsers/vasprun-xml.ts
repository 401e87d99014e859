/**
 * Reading vasprun.xml: the XML as a tree where every element is a list of nodes (attributes as
 * '@_name', text as '#text'), with the big projected data left unparsed. A small scanner of its
 * own, as general XML parsers are 10–50× slower on the megabytes of <r> rows a vasprun.xml holds.
 */
export type XmlNode = Record<string, unknown>

/** Projected eigenvalues and partial DOS are by far the largest parts and not needed here. */
const SKIPPED = new Set(['projected', 'partial', 'projected_kpoints_opt', 'dielectricfunction'])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) => (text.includes('&') ? text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]) : text)

export interface XmlDocument {
  root: XmlNode
  /** False when elements were left open: a truncated file (e.g. a run that was stopped). */
  complete: boolean
}

export function parseVasprunXml(text: string): XmlDocument {
  const root: XmlNode = {}
  const stack: { node: XmlNode; name: string; text: string[] }[] = [{ node: root, name: '', text: [] }]
  let position = 0
  while (position < text.length) {
    const open = text.indexOf('<', position)
    const top = stack[stack.length - 1]
    if (open < 0) break
    if (open > position) top.text.push(text.slice(position, open))
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open)
      position = end < 0 ? text.length : end + 3
      continue
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open)
      top.text.push(text.slice(open + 9, end < 0 ? text.length : end))
      position = end < 0 ? text.length : end + 3
      continue
    }
    const close = text.indexOf('>', open)
    if (close < 0) break
    const tag = text.slice(open + 1, close)
    position = close + 1
    if (tag.startsWith('?') || tag.startsWith('!')) continue
    if (tag.startsWith('/')) {
      if (stack.length > 1) finish(stack.pop()!)
      continue
    }
    const selfClosing = tag.endsWith('/')
    const body = selfClosing ? tag.slice(0, -1) : tag
    const nameEnd = body.search(/\s/)
    const name = nameEnd < 0 ? body : body.slice(0, nameEnd)
    const node: XmlNode = {}
    if (nameEnd >= 0) {
      for (const match of body.slice(nameEnd).matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) node[`@_${match[1]}`] = decode(match[2] ?? match[3])
    }
    const siblings = (top.node[name] ??= []) as XmlNode[]
    siblings.push(node)
    if (selfClosing) continue
    if (SKIPPED.has(name)) {
      const end = text.indexOf(`</${name}>`, position)
      position = end < 0 ? text.length : end + name.length + 3
      continue
    }
    stack.push({ node, name, text: [] })
  }
  const complete = stack.length === 1
  while (stack.length > 1) finish(stack.pop()!)
  return { root, complete }
}

function finish(entry: { node: XmlNode; text: string[] }): void {
  if (entry.text.length === 0) return
  const text = decode(entry.text.join('').trim())
  if (text !== '') entry.node['#text'] = text
}

export function children(node: XmlNode | undefined, tag: string): XmlNode[] {
  const value = node?.[tag]
  return Array.isArray(value) ? (value as XmlNode[]) : []
}

export function child(node: XmlNode | undefined, tag: string): XmlNode | undefined {
  return children(node, tag)[0]
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`]
  return typeof value === 'string' ? value : undefined
}

export function textOf(node: XmlNode | undefined): string {
  const value = node?.['#text']
  return typeof value === 'string' ? value.trim() : ''
}

/** The child <tag name="..."> with the given name attribute. */
export function named(node: XmlNode | undefined, tag: string, name: string): XmlNode | undefined {
  return children(node, tag).find((candidate) => attribute(candidate, 'name') === name)
}

export const numbers = (text: string): number[] => (text === '' ? [] : text.split(/\s+/).map(Number))

/** <varray name="..."><v>1 2 3</v>...</varray> as rows of numbers. */
export function varray(node: XmlNode | undefined, name: string): number[][] | undefined {
  const array = named(node, 'varray', name)
  return array ? children(array, 'v').map((v) => numbers(textOf(v))) : undefined
}

/**
 * Every <i name> and <v name> of a section and its nested <separator>s, flattened (first one wins):
 * INCAR tags and parameters.
 */
export function flatParameters(node: XmlNode | undefined, into = new Map<string, string>()): Map<string, string> {
  for (const tag of ['i', 'v']) {
    for (const item of children(node, tag)) {
      const name = attribute(item, 'name')
      if (name && !into.has(name)) into.set(name, textOf(item))
    }
  }
  for (const separator of children(node, 'separator')) flatParameters(separator, into)
  return into
}

/** The rows (<r> or <rc><c>) of a <set>, recursively split into nested sets. */
export function setRows(set: XmlNode): number[][] {
  return children(set, 'r').map((row) => numbers(textOf(row)))
}

export function setCells(set: XmlNode): string[][] {
  return children(set, 'rc').map((row) => children(row, 'c').map(textOf))
}
