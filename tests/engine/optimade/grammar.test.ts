import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileGrammar, GRAMMAR_FILE, PARSER_FILE } from '../../../scripts/build-grammar.js'
import { parseFilter, type FilterNode } from '../../../src/engine/optimade/index.js'

const tree = (filter: string): FilterNode => {
  const result = parseFilter(filter)
  if (!result.ok) throw new Error(`${filter}: ${result.error.message}`)
  return result.tree
}

/**
 * Filters of the OPTIMADE API specification v1.1, section "API Filtering Format" (its examples of
 * comparisons, substring comparisons, list properties, nested properties, unknown values and
 * precedence).
 */
const SPECIFICATION_EXAMPLES = [
  '_exmpl_melting_point<300 AND nelements=4 AND chemical_formula_descriptive="SiO2"',
  'nelements > 3',
  'chemical_formula_hill = "H2O" AND chemical_formula_anonymous != "AB"',
  '_exmpl_aax <= +.1e8 OR nelements >= 10 AND NOT ( _exmpl_x != "Some string" OR NOT _exmpl_a = 7)',
  '_exmpl_spacegroup="P2"',
  '_exmpl_cell_volume<100.0',
  '_exmpl_bandgap > 5.0 AND _exmpl_molecular_weight < 350',
  '_exmpl_some_string_property = 42',
  '5 < _exmpl_a',
  '((NOT (_exmpl_a>_exmpl_b)) AND _exmpl_x>0)',
  '5 < 7',
  'chemical_formula_anonymous CONTAINS "C2" AND chemical_formula_anonymous STARTS WITH "A2"',
  'chemical_formula_anonymous STARTS "B2" AND chemical_formula_anonymous ENDS WITH "D1"',
  'chemical_formula_anonymous ENDS "C1"',
  'elements HAS "H"',
  'elements HAS ALL "H","He","Ga","Ta"',
  'elements HAS ANY "H","He","Ga","Ta"',
  'elements HAS ONLY "H","He","Ga","Ta"',
  'elements:_exmpl_element_counts HAS "H":6 AND elements:_exmpl_element_counts HAS ALL "H":6,"He":7 AND elements:_exmpl_element_counts HAS ONLY "H":6 AND elements:_exmpl_element_counts HAS ANY "H":6,"He":7 AND elements:_exmpl_element_counts HAS ONLY "H":6,"He":7',
  '_exmpl_element_counts HAS < 3 AND _exmpl_element_counts HAS ANY > 3, = 6, 4, != 8',
  'elements:_exmpl_element_counts:_exmpl_element_weights HAS ANY > 3:"He":>55.3 , = 6:>"Ti":<37.6 , 8:<"Ga":0',
  'elements LENGTH 3',
  'elements LENGTH >= 10',
  'structure_features LENGTH > 0',
  'identifier1.identifierd2 = 42',
  'references.authors.lastname HAS "Schmit" AND NOT references.authors.lastname HAS ANY "Schmitt", "Schmidt"',
  'chemical_formula_hill IS KNOWN AND NOT chemical_formula_anonymous IS UNKNOWN',
  'NOT ( chemical_formula_hill = "Al" AND chemical_formula_anonymous = "A" OR chemical_formula_anonymous = "H2O" AND NOT chemical_formula_hill = "Ti" )',
  'NOT a > b OR c = 100 AND f = "C2 H6"',
  'a >= 0 AND NOT b < c OR c = 0',
  'nelements>=2 AND elements HAS ALL "Ti","O"',
]

describe('OPTIMADE filter grammar', () => {
  it.each(SPECIFICATION_EXAMPLES)('parses %s', (filter) => {
    expect(parseFilter(filter).ok).toBe(true)
  })

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    const comparison = (name: string, op: string, right: object) => ({ type: 'comparison', left: { type: 'property', path: [name] }, op, right })
    expect(tree('NOT a > b OR c = 100 AND f = "C2 H6"')).toEqual({
      type: 'or',
      operands: [
        { type: 'not', operand: comparison('a', '>', { type: 'property', path: ['b'] }) },
        {
          type: 'and',
          operands: [comparison('c', '=', { type: 'number', value: 100 }), comparison('f', '=', { type: 'string', value: 'C2 H6' })],
        },
      ],
    })
    expect(tree('a >= 0 AND NOT b < c OR c = 0')).toMatchObject({
      type: 'or',
      operands: [{ type: 'and', operands: [{ op: '>=' }, { type: 'not' }] }, { op: '=' }],
    })
  })

  it('reads numbers in all their forms', () => {
    const value = (text: string) => (tree(`x = ${text}`) as { right: { value: number } }).right.value
    expect(value('+.1e8')).toBe(1e7)
    expect(value('-3')).toBe(-3)
    expect(value('1.')).toBe(1)
    expect(value('2.5E-3')).toBe(0.0025)
  })

  it('reads strings with escaped quotes and backslashes', () => {
    expect(tree('chemical_formula_descriptive = "The \\"best\\" \\\\ one"')).toMatchObject({ right: { type: 'string', value: 'The "best" \\ one' } })
    expect(tree('chemical_formula_descriptive = "Ünïcode ✓"')).toMatchObject({ right: { value: 'Ünïcode ✓' } })
  })

  it('reads nested property names, list items with operators and zipped properties', () => {
    expect(tree('identifier1.identifierd2 = 42')).toMatchObject({ left: { path: ['identifier1', 'identifierd2'] } })
    expect(tree('_exmpl_element_counts HAS ANY > 3, = 6, 4, != 8')).toMatchObject({
      type: 'has',
      mode: 'any',
      values: [{ op: '>' }, { op: '=' }, { op: '=' }, { op: '!=' }],
    })
    expect(tree('elements:_exmpl_element_counts HAS ALL "H":6,"He":7')).toMatchObject({
      type: 'has_zip',
      properties: [['elements'], ['_exmpl_element_counts']],
      tuples: [[{ value: { value: 'H' } }, { value: { value: 6 } }], [{}, {}]],
    })
    expect(tree('elements LENGTH 3')).toEqual({ type: 'length', property: ['elements'], op: '=', value: { type: 'number', value: 3 } })
  })

  const INVALID = [
    '',
    '.',
    'Elements HAS "Si"',
    'nelements >',
    'nelements > 3 and nelements < 5',
    'elements HAS',
    'elements HAS ALL',
    '(nelements > 3',
    'nelements > 3)',
    "elements HAS 'Si'",
    'NOT NOT nelements > 3',
    'chemical_formula_descriptive = "unterminated',
    'chemical_formula_descriptive = "bad \\escape"',
    'nelements = 3 AND',
    'nelements >> 3',
    'nelements = 1.2.3',
    'elements LENGTH',
    'nelements = 3 OR OR nelements = 4',
    'elements HAS ANY "Si",',
    'chemical_formula_hill IS',
  ]

  it.each(INVALID)('rejects %j', (filter) => {
    expect(parseFilter(filter).ok).toBe(false)
  })

  it('says where and what it expected, in the form NOMAD’s GUI reads', () => {
    const result = parseFilter('nelements > 3 AND elements HAS')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.location).toMatchObject({ line: 1, column: 31 })
    expect(result.error.expected).toEqual(expect.arrayContaining(['ESCAPED_STRING', 'IDENTIFIER', 'ALL', 'ANY', 'ONLY', 'OPERATOR']))
    expect(result.error.report).toContain('Unexpected end-of-input at line 1 col 31')
    expect(result.error.report).toContain('\n\t* IDENTIFIER\n')
    const dot = parseFilter('.')
    expect(!dot.ok && dot.error.report).toContain('Unexpected "." at line 1 col 1\n\n.\n^\nExpected one of: \n\t* NOT\n')
  })

  it('is compiled from the current grammar (run npx tsx scripts/build-grammar.ts after editing it)', () => {
    expect(readFileSync(PARSER_FILE, 'utf8')).toBe(compileGrammar(readFileSync(GRAMMAR_FILE, 'utf8')))
  })
})
