import { describe, expect, it } from 'vitest'
import { matchSearchSyntax, parseSearchInput, searchInputToQuery, validateQuantityName } from '../../../src/engine/query/index.js'
import { lookup } from './registry.js'

const BAND_GAP = 'results.properties.electronic.band_structure_electronic.band_gap.value'

describe('search-bar syntaxes (spec 2 §5)', () => {
  it('recognises equality, existence, half and bounded ranges, else free text', () => {
    expect(matchSearchSyntax('entry_type = VASP')).toMatchObject({ syntax: 'equality', target: 'entry_type', value: 'VASP' })
    expect(matchSearchSyntax('authors.name = *')).toMatchObject({ syntax: 'existence', target: 'authors.name', inputNormalized: 'authors.name = *' })
    expect(matchSearchSyntax('results.material.n_elements > 2')).toMatchObject({ syntax: 'range_half_bounded', value: { gt: '2' } })
    expect(matchSearchSyntax('results.material.n_elements<=2')).toMatchObject({
      syntax: 'range_half_bounded',
      value: { lte: '2' },
      inputNormalized: 'results.material.n_elements <= 2',
    })
    expect(matchSearchSyntax('0 <= results.material.n_elements < 2')).toMatchObject({
      syntax: 'range_bounded',
      target: 'results.material.n_elements',
      value: { gte: '0', lt: '2' },
    })
    expect(matchSearchSyntax('type anything there')).toMatchObject({ syntax: 'free_text', target: 'text_search_contents' })
    expect(matchSearchSyntax('a = b = c')).toMatchObject({ syntax: 'free_text' })
    expect(matchSearchSyntax('a < ')).toMatchObject({ syntax: 'free_text' })
  })

  it('reads a number on the left of a half range from the quantity’s side', () => {
    expect(matchSearchSyntax('5 < results.material.n_elements')).toMatchObject({ target: 'results.material.n_elements', value: { gt: '5' } })
    expect(matchSearchSyntax('5 >= results.material.n_elements')).toMatchObject({ value: { lte: '5' } })
  })

  it('has nothing to offer when free text is switched off and nothing else fits', () => {
    expect(matchSearchSyntax('just words', ['existence', 'equality'])).toBeUndefined()
    expect(parseSearchInput('just words', { lookup, exclude: ['free_text'] })).toEqual({ ok: false, error: 'Unsupported query' })
  })
})

describe('search-bar input to filters', () => {
  it('gives typed values and ranges', () => {
    expect(parseSearchInput('results.material.n_elements >= 2', { lookup })).toEqual({
      ok: true,
      syntax: 'range_half_bounded',
      quantity: 'results.material.n_elements',
      value: { gte: 2 },
      inputNormalized: 'results.material.n_elements >= 2',
    })
    expect(parseSearchInput('results.material.structural_type = bulk', { lookup })).toMatchObject({ ok: true, value: 'bulk' })
    expect(parseSearchInput('processed = true', { lookup })).toMatchObject({ ok: true, value: true })
    expect(parseSearchInput('upload_create_time > 2024-01-01', { lookup })).toMatchObject({ value: { gt: '2024-01-01T00:00:00.000Z' } })
  })

  it('converts values with units into the quantity’s unit', () => {
    const result = parseSearchInput(`0 eV < ${BAND_GAP} < 1e-3 eV`, { lookup })
    expect(result).toMatchObject({ ok: true, syntax: 'range_bounded', quantity: BAND_GAP })
    const bounds = (result as { value: { gt: number; lt: number } }).value
    expect(bounds.gt).toBe(0)
    expect(bounds.lt).toBeCloseTo(1.602176634e-22, 30)
    const displayed = parseSearchInput(`${BAND_GAP} <= 2`, { lookup, displayUnit: () => 'eV' })
    expect((displayed as { value: { lte: number } }).value.lte).toBeCloseTo(3.204353268e-19, 28)
  })

  it('resolves short names', () => {
    expect(parseSearchInput('n_elements = 3', { lookup, fullNames: { n_elements: 'results.material.n_elements' } })).toMatchObject({
      quantity: 'results.material.n_elements',
      value: 3,
    })
  })

  it('answers with the texts of spec 2 §5', () => {
    expect(parseSearchInput('colour = red', { lookup })).toEqual({ ok: false, error: "The quantity 'colour' is not supported" })
    expect(parseSearchInput('results.material.topology = MOF', { lookup })).toEqual({ ok: false, error: 'Cannot target metainfo sections' })
    expect(parseSearchInput('results.material.n_elements = many', { lookup })).toEqual({
      ok: false,
      error: 'Invalid value for the metainfo results.material.n_elements. Please check your syntax.',
    })
    expect(parseSearchInput('results.material.structural_type = cube', { lookup })).toMatchObject({ ok: false })
    expect(parseSearchInput('entry_type > 3', { lookup })).toMatchObject({ ok: false, error: 'Invalid value for the metainfo entry_type. Please check your syntax.' })
    expect(parseSearchInput(`${BAND_GAP} < 3 m`, { lookup })).toMatchObject({ ok: false })
    expect(parseSearchInput('   ', { lookup })).toEqual({ ok: false, error: 'Please specify a value.' })
    expect(parseSearchInput('entry_type = VASP', { lookup, available: (name) => name !== 'entry_type' })).toEqual({
      ok: false,
      error: "The quantity 'entry_type' is not supported",
    })
  })

  it('turns filters into queries', () => {
    const existence = parseSearchInput('results.material.topology = *', { lookup })
    expect(existence.ok && searchInputToQuery(existence)).toEqual({ kind: 'set', quantity: 'quantities', op: 'all', values: ['results.material.topology'] })
    const text = parseSearchInput('perovskite solar cells', { lookup })
    expect(text.ok && searchInputToQuery(text)).toEqual({ kind: 'equals', quantity: 'text_search_contents', value: 'perovskite solar cells' })
  })
})

describe('query value field', () => {
  it('wants a value and a known quantity', () => {
    expect(validateQuantityName('', lookup)).toBe('Please specify a value.')
    expect(validateQuantityName('', lookup, { optional: true })).toBeUndefined()
    expect(validateQuantityName('results.material.colour', lookup)).toBe('The quantity "results.material.colour" is not available.')
    expect(validateQuantityName('results.material.topology', lookup)).toBe('The quantity "results.material.topology" is not available.')
    expect(validateQuantityName('results.material.topology', lookup, { allowSections: true })).toBeUndefined()
    expect(validateQuantityName('results.material.n_elements', lookup)).toBeUndefined()
  })
})
