import { describe, expect, it } from 'vitest'
import { parseSource } from '../../../src/engine/yaml/source.js'

const parsed = (text: string) => {
  const result = parseSource(text, 'f.yaml')
  if (!result.ok) throw new Error(result.issues[0].message)
  return result.source
}

describe('parseSource', () => {
  const text = ['a:', '  b:', '    - x: 1', '    - x: 2', '      y: hello', 'flow: {k: [10, 20]}', 'empty:', ''].join('\n')

  it('returns the data as plain values, YAML 1.2 style', () => {
    expect(parsed(text).data).toEqual({ a: { b: [{ x: 1 }, { x: 2, y: 'hello' }] }, flow: { k: [10, 20] }, empty: null })
    expect(parsed('d: 2023-10-25\nn: .inf\nt: yes\n').data).toEqual({ d: '2023-10-25', n: Infinity, t: 'yes' })
  })

  it('locates values by path', () => {
    const source = parsed(text)
    expect(source.locate(['a', 'b', 1, 'y'])).toEqual({ line: 5, column: 10, matched: 4 })
    expect(source.locate(['flow', 'k', 1])).toEqual({ line: 6, column: 16, matched: 3 })
    expect(source.locate([])).toEqual({ line: 1, column: 1, matched: 0 })
  })

  it('points at the closest existing ancestor of a missing path', () => {
    const source = parsed(text)
    expect(source.locate(['a', 'b', 0, 'missing'])).toEqual({ line: 3, column: 7, matched: 3 })
    expect(source.locate(['a', 'b', 7])).toEqual({ line: 3, column: 5, matched: 2 })
  })

  it('points at the key of an empty value', () => {
    expect(parsed(text).locate(['empty'])).toMatchObject({ line: 7 })
  })

  it('reads JSON with positions', () => {
    const source = parsed('{\n  "a": {\n    "b": [1, 2]\n  }\n}')
    expect(source.locate(['a', 'b', 1])).toEqual({ line: 3, column: 14, matched: 3 })
  })

  it('reports syntax errors with line and column', () => {
    const result = parseSource('a: 1\nb: [1, 2\nc: 3\n', 'bad.yaml')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues[0]).toMatchObject({ file: 'bad.yaml', path: '' })
    expect(result.issues[0].line).toBeGreaterThanOrEqual(2)
    expect(result.issues[0].message).not.toContain('\n')
  })
})
