// Turns the generated JSON Schemas (schemas/*.schema.json) into the YAML reference pages of docs/reference/.
// Pure: schema objects in, markdown text out; `npm run docs` writes the files, a test checks they are fresh.

type JsonSchema = {
  title?: string
  description?: string
  type?: string | string[]
  $ref?: string
  const?: unknown
  enum?: unknown[]
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  $defs?: Record<string, JsonSchema>
}

interface Row {
  path: string
  type: string
  required: boolean
  default: string
  description: string
}

const SAFE_INTEGER = 9007199254740991

/** Display name and anchor of a `$defs` entry; zod names unnamed shared parts `__schemaN`. */
function definitionTitle(name: string): string {
  const unnamed = /^__schema(\d+)$/.exec(name)
  return unnamed ? `Shared part ${Number(unnamed[1]) + 1}` : name
}

function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-')
}

function refLink(ref: string): string {
  const title = definitionTitle(ref.replace('#/$defs/', ''))
  return `[${title}](#${anchor(title)})`
}

function code(value: unknown): string {
  return `\`${JSON.stringify(value)}\``
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim()
}

function typeOf(node: JsonSchema): string {
  if (node.$ref) return refLink(node.$ref)
  if (node.const !== undefined) return code(node.const)
  if (node.enum) return `one of ${node.enum.map(code).join(', ')}`
  const variants = node.oneOf ?? node.anyOf
  if (variants) return variants.map(typeOf).join(' or ')
  const type = Array.isArray(node.type) ? node.type.join(' or ') : node.type
  if (type === 'array') return node.items ? `list of ${typeOf(node.items)}` : 'list'
  if (type === 'object') {
    const kind = node.properties?.type?.const
    if (typeof kind === 'string') return `object with \`type: ${kind}\``
    if (node.properties) return 'object'
    if (typeof node.additionalProperties === 'object' && Object.keys(node.additionalProperties).length > 0) return `map of name → ${typeOf(node.additionalProperties)}`
    return 'object'
  }
  if (type === 'integer' || type === 'number') return `${type}${bounds(node)}`
  return type ?? 'any'
}

function bounds(node: JsonSchema): string {
  const min = node.minimum !== undefined && node.minimum > -SAFE_INTEGER ? node.minimum : undefined
  const max = node.maximum !== undefined && node.maximum < SAFE_INTEGER ? node.maximum : undefined
  if (min !== undefined && max !== undefined) return ` (${min}–${max})`
  if (min !== undefined) return ` (≥ ${min})`
  if (max !== undefined) return ` (≤ ${max})`
  return ''
}

/** One row per key reachable from `node` without following a `$ref`; nested keys get dotted paths. */
function rows(node: JsonSchema, path: string, required: boolean, out: Row[]): Row[] {
  if (path !== '') {
    out.push({
      path,
      type: typeOf(node),
      required,
      default: node.default === undefined ? '' : code(node.default),
      description: node.description ?? '',
    })
  }
  childRows(node, path, out)
  return out
}

function childRows(node: JsonSchema, path: string, out: Row[]): void {
  const prefix = path === '' ? '' : `${path}.`
  for (const [key, child] of Object.entries(node.properties ?? {})) rows(child, `${prefix}${key}`, node.required?.includes(key) ?? false, out)
  const extra = node.additionalProperties
  if (typeof extra === 'object' && !extra.$ref && (extra.properties || extra.items)) rows(extra, `${prefix}<name>`, false, out)
  if (node.items && !node.items.$ref && node.items.properties) rows(node.items, `${path}[]`, false, out)
  // An inline union of objects (e.g. a column list or its legacy `{selected, options}` form): list the keys of each.
  for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) if (!variant.$ref) childRows(variant, path, out)
}

function table(list: Row[]): string {
  if (list.length === 0) return ''
  const lines = ['| Key | Type | Required | Default | Description |', '| --- | --- | --- | --- | --- |']
  for (const row of list) {
    lines.push(`| \`${row.path}\` | ${cell(row.type)} | ${row.required ? 'yes' : ''} | ${cell(row.default)} | ${cell(row.description)} |`)
  }
  return `${lines.join('\n')}\n`
}

/** The variant's discriminator value, when every variant of a union is an object with a constant `type`. */
function discriminator(variant: JsonSchema, defs: Record<string, JsonSchema>): string | undefined {
  const target = variant.$ref ? defs[variant.$ref.replace('#/$defs/', '')] : variant
  const type = target?.properties?.type?.const
  return typeof type === 'string' ? type : undefined
}

function section(node: JsonSchema, heading: string, defs: Record<string, JsonSchema>): string {
  const parts: string[] = []
  if (node.description) parts.push(`${node.description}\n`)
  const variants = node.oneOf ?? node.anyOf
  if (node.$ref) parts.push(`Same as ${refLink(node.$ref)}.\n`)
  else if (variants && variants.length > 0 && variants.every((variant) => discriminator(variant, defs) !== undefined)) {
    parts.push(`One of the following, chosen by \`type\`.\n`)
    for (const variant of variants) {
      parts.push(`${heading}# \`type: ${discriminator(variant, defs)}\`\n`)
      if (variant.$ref) parts.push(`See ${refLink(variant.$ref)}.\n`)
      if (variant.description) parts.push(`${variant.description}\n`)
      if (!variant.$ref) parts.push(table(rows(variant, '', false, [])))
    }
  } else if (variants && variants.some((variant) => variant.properties)) {
    parts.push(`One of the following forms.\n`)
    variants.forEach((variant, index) => {
      const type = discriminator(variant, defs)
      parts.push(`${heading}# Form ${index + 1}${type === undefined ? '' : `: \`type: ${type}\``}\n`)
      if (variant.description) parts.push(`${variant.description}\n`)
      parts.push(variant.properties ? table(rows(variant, '', false, [])) : `${typeOf(variant)}\n`)
    })
  } else if (variants) {
    parts.push(`Any of: ${variants.map(typeOf).join(', ')}.\n`)
  } else if (node.type === 'array' && node.items) {
    parts.push(`A list; each item is ${typeOf(node.items)}.\n`)
    if (!node.items.$ref) parts.push(table(rows(node.items, '[]', false, [])))
  } else {
    parts.push(table(rows(node, '', false, [])))
  }
  return parts.join('\n')
}

/** The reference page of one JSON Schema file (e.g. `app.schema.json`). */
export function schemaReference(fileName: string, schema: JsonSchema): string {
  const title = schema.title ?? fileName
  const out = [
    `<!-- Generated by \`npm run docs\` from schemas/${fileName}; do not edit by hand. -->\n`,
    `# ${title}\n`,
    `Schema: [\`schemas/${fileName}\`](../../schemas/${fileName}). A key with a default may be left out; ` +
      'a key marked *required* may not. `<name>` stands for a name of your choice, `[]` for each item of a list.\n',
    section(schema, '##', schema.$defs ?? {}),
  ]
  for (const [name, definition] of Object.entries(schema.$defs ?? {})) {
    out.push(`## ${definitionTitle(name)}\n`)
    out.push(section(definition, '###', schema.$defs ?? {}))
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`
}

/** Every reference page, keyed by file name in docs/reference/, plus the index page README.md. */
export function buildReference(schemas: Record<string, JsonSchema>): Record<string, string> {
  const pages: Record<string, string> = {}
  const index = [
    '<!-- Generated by `npm run docs` from schemas/*.schema.json; do not edit by hand. -->\n',
    '# Config reference\n',
    'One page per config kind, generated from the JSON Schemas in `schemas/` (which are generated from the zod schemas ' +
      'of `src/engine/config/`). The [deployment guide](../deployment-guide.md) explains where each kind lives.\n',
  ]
  for (const fileName of Object.keys(schemas).sort()) {
    const page = fileName.replace(/\.schema\.json$/, '.md')
    pages[page] = schemaReference(fileName, schemas[fileName])
    index.push(`- [${schemas[fileName].title ?? fileName}](${page}) — \`schemas/${fileName}\``)
  }
  pages['README.md'] = `${index.join('\n')}\n`
  return pages
}
