/** Byte and name helpers the parsers share. */

const utf8 = new TextDecoder('utf-8', { fatal: true })
const latin1 = new TextDecoder('latin1')

/** Text of a file: UTF-8, or Latin-1 when the bytes are not valid UTF-8 (old CIF and VASP files). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    return latin1.decode(bytes)
  }
}

export function baseName(path: string): string {
  return path.split('/').at(-1) ?? path
}

export function dirName(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}

/** A sibling of `path` in the same folder. */
export function siblingPath(path: string, name: string): string {
  const dir = dirName(path)
  return dir ? `${dir}/${name}` : name
}

/** A number written in a structure file: '5.431', '5.431(2)' (with uncertainty), '1/2'. NaN when it is none. */
export function parseNumber(text: string): number {
  const cleaned = text.trim().replace(/\(\d+\)$/, '')
  const fraction = /^([-+]?\d+)\/(\d+)$/.exec(cleaned)
  if (fraction) return Number(fraction[1]) / Number(fraction[2])
  if (cleaned === '' || cleaned === '.' || cleaned === '?') return Number.NaN
  return Number(cleaned.replace(/[dD]/, 'e'))
}

/** Thrown for files a parser claimed but cannot read; the message is what the user sees. */
export class ParseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ParseError'
  }
}
