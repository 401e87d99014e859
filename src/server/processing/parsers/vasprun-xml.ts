import { XMLParser } from 'fast-xml-parser'

/**
 * Reading vasprun.xml: the XML as a tree where every element is a list of nodes (attributes as
 * '@_name', text as '#text'), with the big projected data left unparsed.
 */
export type XmlNode = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  alwaysCreateTextNode: true,
  isArray: (_tag, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  // Projected eigenvalues and partial DOS are by far the largest parts and not needed here.
  stopNodes: ['*.projected', '*.partial', '*.projected_kpoints_opt', '*.dielectricfunction'],
})

export function parseVasprunXml(text: string): XmlNode {
  return parser.parse(text) as XmlNode
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
