import { describe, expect, it } from 'vitest'
import { optimadeApiDetail, translateOptimadeFilter } from '../../../src/engine/optimade/index.js'
import type { QueryNode } from '../../../src/engine/query/index.js'
import { lookup } from '../query/registry.js'

const query = (filter: string): QueryNode => {
  const result = translateOptimadeFilter(filter, { lookup })
  if (!result.ok) throw new Error(result.message)
  return result.query
}

const semanticError = (filter: string) => {
  const result = translateOptimadeFilter(filter, { lookup })
  expect(result.ok).toBe(false)
  return result.ok ? undefined : result
}

describe('OPTIMADE filter → query model', () => {
  it('maps comparisons of the structure properties to NOMAD’s search quantities', () => {
    expect(query('nelements >= 2')).toEqual({ kind: 'range', quantity: 'results.material.n_elements', bounds: { gte: 2 } })
    expect(query('chemical_formula_reduced = "O2Si"')).toEqual({ kind: 'equals', quantity: 'results.material.chemical_formula_reduced', value: 'O2Si' })
    expect(query('nsites < 10')).toEqual({ kind: 'range', quantity: 'results.properties.structures.structure_original.n_sites', bounds: { lt: 10 } })
    expect(query('nelements != 2')).toEqual({ kind: 'not', child: { kind: 'equals', quantity: 'results.material.n_elements', value: 2 } })
    expect(query('id = "abc"')).toEqual({ kind: 'equals', quantity: 'entry_id', value: 'abc' })
  })

  it('reads a constant on the left from the property’s side', () => {
    expect(query('3 < nelements')).toEqual({ kind: 'range', quantity: 'results.material.n_elements', bounds: { gt: 3 } })
    expect(query('3 >= nelements')).toMatchObject({ bounds: { lte: 3 } })
  })

  it('keeps the logic of AND, OR and NOT', () => {
    expect(query('NOT nelements = 1 OR nelements > 3 AND elements HAS "Si"')).toEqual({
      kind: 'or',
      children: [
        { kind: 'not', child: { kind: 'equals', quantity: 'results.material.n_elements', value: 1 } },
        {
          kind: 'and',
          children: [
            { kind: 'range', quantity: 'results.material.n_elements', bounds: { gt: 3 } },
            { kind: 'set', quantity: 'results.material.elements', op: 'all', values: ['Si'] },
          ],
        },
      ],
    })
  })

  it('translates HAS ALL, HAS ANY and HAS ONLY of elements', () => {
    expect(query('elements HAS ALL "Ti","O"')).toEqual({ kind: 'set', quantity: 'results.material.elements', op: 'all', values: ['Ti', 'O'] })
    expect(query('elements HAS ANY "Ti","O"')).toMatchObject({ op: 'any' })
    expect(query('elements HAS ONLY "Si","O","Si"')).toEqual({ kind: 'equals', quantity: 'results.material.elements_exclusive', value: 'O Si' })
  })

  it('translates LENGTH through the counting quantities', () => {
    expect(query('elements LENGTH 3')).toEqual({ kind: 'equals', quantity: 'results.material.n_elements', value: 3 })
    expect(query('elements LENGTH >= 3')).toEqual({ kind: 'range', quantity: 'results.material.n_elements', bounds: { gte: 3 } })
    expect(query('species_at_sites LENGTH < 100')).toMatchObject({ quantity: 'results.properties.structures.structure_original.n_sites' })
  })

  it('translates string operations and known/unknown values', () => {
    expect(query('chemical_formula_anonymous STARTS WITH "A2"')).toEqual({
      kind: 'text',
      quantity: 'results.material.chemical_formula_anonymous',
      op: 'starts_with',
      value: 'A2',
    })
    expect(query('chemical_formula_hill CONTAINS "O"')).toMatchObject({ op: 'contains' })
    expect(query('chemical_formula_hill ENDS "O"')).toMatchObject({ op: 'ends_with' })
    expect(query('chemical_formula_hill IS KNOWN')).toEqual({
      kind: 'set',
      quantity: 'quantities',
      op: 'all',
      values: ['results.material.chemical_formula_hill'],
    })
    expect(query('structure_features IS UNKNOWN')).toMatchObject({ kind: 'not', child: { values: ['optimade.structure_features'] } })
  })

  it('evaluates comparisons of two constants', () => {
    expect(query('5 < 7')).toEqual({ kind: 'and', children: [] })
    expect(query('7 < 5')).toEqual({ kind: 'not', child: { kind: 'and', children: [] } })
  })

  it('reaches any search quantity through the _nmd_ prefix', () => {
    expect(query('_nmd_results.material.structural_type = "bulk"')).toEqual({
      kind: 'equals',
      quantity: 'results.material.structural_type',
      value: 'bulk',
    })
    expect(semanticError('_nmd_results.material.colour = "red"')?.detail).toBe(
      'The OPTIMADE property "_nmd_results.material.colour" is not known or cannot be searched.',
    )
  })

  it('names what it cannot translate', () => {
    expect(semanticError('lattice_vectors = 3')?.detail).toBe('The OPTIMADE property "lattice_vectors" is not known or cannot be searched.')
    expect(semanticError('_exmpl_bandgap > 5.0')?.detail).toContain('"_exmpl_bandgap"')
    expect(semanticError('nelements > nsites')?.detail).toBe('Comparing two properties with each other is not supported.')
    expect(semanticError('elements:elements_ratios HAS "H":0.5')?.detail).toBe('Searching several properties together (":" lists) is not supported.')
    expect(semanticError('structure_features HAS ONLY "disorder"')?.detail).toBe('HAS ONLY is only supported for "elements", not for "structure_features".')
    expect(semanticError('chemical_formula_hill HAS "H"')?.detail).toBe('The OPTIMADE property "chemical_formula_hill" is not a list: HAS and LENGTH do not apply.')
    expect(semanticError('structure_features LENGTH 1')?.detail).toBe('LENGTH is not supported for the OPTIMADE property "structure_features".')
    expect(semanticError('species_at_sites HAS "Si"')?.detail).toBe('The OPTIMADE property "species_at_sites" can only be searched with LENGTH.')
  })

  it('words syntax and semantic errors for the GUI and the API', () => {
    const syntax = translateOptimadeFilter('nelements >')
    expect(syntax.ok).toBe(false)
    if (syntax.ok) return
    expect(syntax.kind).toBe('syntax')
    expect(syntax.guiMessage).toBe('The given OPTiMaDe query can not be parsed.')
    expect(optimadeApiDetail(syntax)).toEqual([
      { loc: [['optimade_filter']], msg: expect.stringMatching(/^Could not parse optimade filter: Syntax error: .*col 12/), type: 'value_error.exception' },
    ])

    const semantic = semanticError('colour = "red"')
    expect(semantic?.kind).toBe('semantic')
    // NOMAD's GUI shows the line after the blank line of a semantic error.
    expect(/Semantic error.*\n\n(.*)/.exec(semantic?.message ?? '')?.[1]).toBe('The OPTIMADE property "colour" is not known or cannot be searched.')
  })
})
