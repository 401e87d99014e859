/** A minimal CIF 1.1 reader: data blocks with their single items and loops (tags lower-cased). */

export interface CifBlock {
  name: string
  items: Map<string, string>
  /** Every loop column by tag; the columns of one loop have the same length. */
  columns: Map<string, string[]>
}

interface Token {
  text: string
  /** Quoted or text-field values are never tags or keywords. */
  literal: boolean
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  const lines = text.split(/\r\n|\r|\n/)
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (line.startsWith(';')) {
      const field = [line.slice(1)]
      while (++index < lines.length && !lines[index].startsWith(';')) field.push(lines[index])
      tokens.push({ text: field.join('\n').trim(), literal: true })
      continue
    }
    let position = 0
    while (position < line.length) {
      const char = line[position]
      if (char === ' ' || char === '\t') {
        position++
      } else if (char === '#') {
        break
      } else if (char === "'" || char === '"') {
        // A quote closes only when followed by white space or the end of the line.
        let end = position + 1
        while (end < line.length && !(line[end] === char && (end + 1 === line.length || /\s/.test(line[end + 1])))) end++
        tokens.push({ text: line.slice(position + 1, end), literal: true })
        position = end + 1
      } else {
        let end = position
        while (end < line.length && line[end] !== ' ' && line[end] !== '\t') end++
        tokens.push({ text: line.slice(position, end), literal: false })
        position = end
      }
    }
  }
  return tokens
}

const isTag = (token: Token) => !token.literal && token.text.startsWith('_')
const isKeyword = (token: Token) => !token.literal && /^(data_|loop_$|save_|global_$|stop_$)/i.test(token.text)

export function readCif(text: string): CifBlock[] {
  const tokens = tokenize(text)
  const blocks: CifBlock[] = []
  let block: CifBlock | undefined
  const current = () => {
    if (!block) {
      block = { name: '', items: new Map(), columns: new Map() }
      blocks.push(block)
    }
    return block
  }
  let index = 0
  while (index < tokens.length) {
    const token = tokens[index]
    if (!token.literal && /^data_/i.test(token.text)) {
      block = { name: token.text.slice(5), items: new Map(), columns: new Map() }
      blocks.push(block)
      index++
    } else if (!token.literal && /^loop_$/i.test(token.text)) {
      index++
      const tags: string[] = []
      while (index < tokens.length && isTag(tokens[index])) tags.push(tokens[index++].text.toLowerCase())
      const values: string[] = []
      while (index < tokens.length && !isTag(tokens[index]) && !isKeyword(tokens[index])) values.push(tokens[index++].text)
      const target = current()
      tags.forEach((tag, column) => {
        const columnValues: string[] = []
        for (let row = column; row < values.length; row += tags.length) columnValues.push(values[row])
        target.columns.set(tag, columnValues)
      })
    } else if (isTag(token)) {
      const value = tokens[index + 1]
      if (value && !isTag(value) && !isKeyword(value)) {
        current().items.set(token.text.toLowerCase(), value.text)
        index += 2
      } else {
        index++
      }
    } else {
      index++
    }
  }
  return blocks
}

/** An item's value, whether written as a single item or as a one-row loop. */
export function cifValue(block: CifBlock, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const value = block.items.get(tag) ?? block.columns.get(tag)?.[0]
    if (value !== undefined) return value
  }
  return undefined
}

export function cifColumn(block: CifBlock, ...tags: string[]): string[] | undefined {
  for (const tag of tags) {
    const column = block.columns.get(tag) ?? (block.items.has(tag) ? [block.items.get(tag)!] : undefined)
    if (column) return column
  }
  return undefined
}
