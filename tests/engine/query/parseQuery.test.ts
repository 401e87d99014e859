import { describe, expect, it } from 'vitest'
import { issuesToApiDetail, parseQuery, queriedQuantities, type QueryNode } from '../../../src/engine/query/index.js'
import { lookup } from './registry.js'

const parse = (raw: unknown) => parseQuery(raw, { lookup })

const ok = (raw: unknown): QueryNode => {
  const { query, issues } = parse(raw)
  expect(issues).toEqual([])
  return query
}

describe('NOMAD query language → normalised query', () => {
  it('reads the shortcut operators :any, :all, :none on lists', () => {
    expect(ok({ 'results.material.elements:any': ['Si', 'O'] })).toEqual({
      kind: 'set',
      quantity: 'results.material.elements',
      op: 'any',
      values: ['Si', 'O'],
    })
    expect(ok({ 'results.material.elements:none': ['C'] })).toMatchObject({ op: 'none', values: ['C'] })
    expect(ok({ 'results.material.elements:all': ['Si', 'O'] })).toMatchObject({ op: 'all' })
  })

  it('reads a plain list as all and a plain value as equality', () => {
    expect(ok({ 'results.material.elements': ['Si', 'O'] })).toMatchObject({ kind: 'set', op: 'all', values: ['Si', 'O'] })
    expect(ok({ entry_type: 'VASP' })).toEqual({ kind: 'equals', quantity: 'entry_type', value: 'VASP' })
  })

  it('reads ranges as objects and as operator suffixes', () => {
    expect(ok({ 'results.material.n_elements': { gte: 1, lt: 3 } })).toEqual({
      kind: 'range',
      quantity: 'results.material.n_elements',
      bounds: { gte: 1, lt: 3 },
    })
    expect(ok({ 'results.material.n_elements:gt': 2 })).toEqual({ kind: 'range', quantity: 'results.material.n_elements', bounds: { gt: 2 } })
  })

  it('reads and, or and not, and combines several keys of one object with and', () => {
    const query = ok({
      and: [
        { or: [{ 'results.material.elements': ['C', 'H'] }, { 'results.material.elements': ['O'] }] },
        { not: { entry_type: 'VASP' } },
      ],
    })
    expect(query).toMatchObject({ kind: 'and', children: [{ kind: 'or' }, { kind: 'not', child: { kind: 'equals' } }] })
    expect(ok({ entry_type: 'VASP', processed: true })).toMatchObject({ kind: 'and', children: [{ quantity: 'entry_type' }, { quantity: 'processed' }] })
  })

  it('turns section objects into dotted paths, grouped for nested sections', () => {
    expect(ok({ 'results.material': { 'elements:all': ['Si'], n_elements: 1 } })).toEqual({
      kind: 'and',
      children: [
        { kind: 'set', quantity: 'results.material.elements', op: 'all', values: ['Si'] },
        { kind: 'equals', quantity: 'results.material.n_elements', value: 1 },
      ],
    })
    expect(ok({ 'results.material.topology': { label: 'MOF', 'n_atoms:gte': 10 } })).toEqual({
      kind: 'nested',
      prefix: 'results.material.topology',
      query: {
        kind: 'and',
        children: [
          { kind: 'equals', quantity: 'results.material.topology.label', value: 'MOF' },
          { kind: 'range', quantity: 'results.material.topology.n_atoms', bounds: { gte: 10 } },
        ],
      },
    })
  })

  it("accepts NOMAD's own normalised form", () => {
    expect(ok({ name: 'entry_id', value: { any: ['a', 'b'] } })).toEqual({ kind: 'set', quantity: 'entry_id', op: 'any', values: ['a', 'b'] })
    expect(ok({ prefix: 'entry_references', query: { name: 'target_entry_id', value: 'x' } })).toEqual({
      kind: 'nested',
      prefix: 'entry_references',
      query: { kind: 'equals', quantity: 'entry_references.target_entry_id', value: 'x' },
    })
  })

  it('matches everything for {} and for a missing query', () => {
    expect(ok({})).toEqual({ kind: 'empty' })
    expect(ok(null)).toEqual({ kind: 'and', children: [] })
    expect(ok(undefined)).toEqual({ kind: 'and', children: [] })
  })

  it('brings values to the quantity types', () => {
    expect(ok({ 'results.material.n_elements': '3' })).toMatchObject({ value: 3 })
    expect(ok({ processed: 'true' })).toMatchObject({ value: true })
    expect(ok({ upload_create_time: { gt: '2020-01-01', lt: '2020-08-01T12:00:00Z' } })).toMatchObject({
      bounds: { gt: '2020-01-01T00:00:00.000Z', lt: '2020-08-01T12:00:00.000Z' },
    })
    expect(ok({ entry_id: 42 })).toMatchObject({ value: '42' })
  })

  it('lists the quantities a query uses', () => {
    expect(queriedQuantities(ok({ and: [{ entry_id: 'a' }, { 'results.material.elements:any': ['C'] }, { entry_id: 'b' }] }))).toEqual([
      'entry_id',
      'results.material.elements',
    ])
  })
})

describe('query validation messages', () => {
  it('names an unknown quantity with the GUI text and NOMAD’s API text', () => {
    const { issues } = parse({ and: [{ 'results.material.colour:any': ['red'] }] })
    expect(issues).toEqual([
      {
        code: 'unknown_quantity',
        stage: 'search',
        path: ['and', 0, 'results.material.colour:any'],
        message: 'results.material.colour is not a doc quantity',
        guiMessage: 'The quantity "results.material.colour" is not available.',
        quantity: 'results.material.colour',
      },
    ])
    expect(issuesToApiDetail(issues)).toEqual([
      { loc: [['results.material.colour']], msg: 'results.material.colour is not a doc quantity', type: 'value_error.exception' },
    ])
  })

  it('does not take a section for a quantity', () => {
    expect(parse({ 'results.material.topology': 'MOF' }).issues[0]).toMatchObject({ code: 'unknown_quantity' })
  })

  it('takes fractional range bounds on an integer quantity (a scatter box on an integer axis), as NOMAD does', () => {
    const { query, issues } = parse({ 'results.material.n_elements': { gte: 1.5, lte: 3.25 } })
    expect(issues).toEqual([])
    expect(JSON.stringify(query)).toContain('1.5')
    expect(parse({ 'results.material.n_elements': { gte: 'two' } }).issues[0].message).toBe('"two" is not a valid integer for "results.material.n_elements".')
  })

  it('rejects values that do not fit the type', () => {
    expect(parse({ 'results.material.n_elements': 2.5 }).issues[0].message).toBe('2.5 is not a valid integer for "results.material.n_elements".')
    expect(parse({ processed: 'maybe' }).issues[0].message).toBe('"maybe" is not a valid boolean for "processed".')
    expect(parse({ upload_create_time: { gt: 'yesterday' } }).issues[0].message).toBe(
      '"yesterday" is not a valid date and time for "upload_create_time".',
    )
    expect(parse({ 'results.material.elements:any': ['Xx'] }).issues[0].message).toBe(
      '"Xx" is not a valid value for "results.material.elements". Allowed values: C, H, O, Si, Ti.',
    )
    expect(parse({ processed: { gt: 1 } }).issues[0].message).toBe('"processed" cannot be queried with a range.')
  })

  it('reports malformed ranges, lists and duplicates with NOMAD’s texts', () => {
    expect(parse({ 'results.material.n_elements': { lt: 1, lte: 2 } }).issues[0].message).toBe('Cannot specify both lt and lte for the same boundary')
    expect(parse({ 'results.material.n_elements': { gt: 1, gte: 2 } }).issues[0].message).toBe('Cannot specify both gt and gte for the same boundary')
    expect(parse({ entry_id: 'a', 'entry_id:any': ['b'] }).issues[0].message).toBe('A quantity can only appear once in a query')
    expect(parse({ and: { entry_id: 'a' } }).issues[0]).toMatchObject({ code: 'invalid_query', path: ['and'] })
    expect(parse('entry_id = a').issues[0]).toMatchObject({ code: 'invalid_query', path: [] })
    expect(parse({ 'entry_id:any': [{ x: 1 }] }).issues[0].message).toBe('Values must be strings, numbers or booleans.')
    expect(issuesToApiDetail(parse({ and: 5 }).issues)).toEqual([{ loc: ['body', 'query', 'and'], msg: '"and" needs a list of queries', type: 'value_error' }])
  })

  it('parses without a registry, checking only the structure', () => {
    const { query, issues } = parseQuery({ 'anything.at.all:any': ['x'] })
    expect(issues).toEqual([])
    expect(query).toMatchObject({ quantity: 'anything.at.all', op: 'any' })
  })
})

describe('optimade_filter in a query', () => {
  it('keeps the filter and its translation', () => {
    expect(ok({ optimade_filter: 'nelements >= 2 AND elements HAS ALL "Ti", "O"' })).toEqual({
      kind: 'optimade',
      filter: 'nelements >= 2 AND elements HAS ALL "Ti", "O"',
      query: {
        kind: 'and',
        children: [
          { kind: 'range', quantity: 'results.material.n_elements', bounds: { gte: 2 } },
          { kind: 'set', quantity: 'results.material.elements', op: 'all', values: ['Ti', 'O'] },
        ],
      },
    })
  })

  it('reports a filter that does not parse, for the GUI and in NOMAD’s API shape', () => {
    const { issues } = parse({ optimade_filter: '.' })
    expect(issues).toHaveLength(1)
    expect(issues[0].guiMessage).toBe('The given OPTiMaDe query can not be parsed.')
    const [detail] = issuesToApiDetail(issues)
    expect(detail.loc).toEqual([['optimade_filter']])
    expect(detail.msg).toMatch(/^Could not parse optimade filter: Syntax error: /)
    expect(detail.msg).toContain('col 1')
  })

  it('checks translated values against the registry', () => {
    expect(parse({ optimade_filter: 'elements HAS "Xx"' }).issues[0]).toMatchObject({ code: 'invalid_value', path: ['optimade_filter'] })
  })
})

describe('custom_quantities', () => {
  it('reads the and-list of search_quantities rows as nested criteria', () => {
    const query = ok({
      custom_quantities: {
        and: [{ search_quantities: { id: 'data.temperature#my.Schema', 'float_value:gte': 300 } }],
      },
    })
    expect(query).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'nested',
          prefix: 'search_quantities',
          query: {
            kind: 'and',
            children: [
              { kind: 'equals', quantity: 'search_quantities.id', value: 'data.temperature#my.Schema' },
              { kind: 'range', quantity: 'search_quantities.float_value', bounds: { gte: 300 } },
            ],
          },
        },
      ],
    })
  })

  it('needs an id and exactly one value, and ranges only for numbers and dates', () => {
    const rows = (row: object) => parse({ custom_quantities: { and: [{ search_quantities: row }] } }).issues.map((i) => i.message)
    expect(rows({ 'float_value:gte': 1 })).toContain('A custom quantity criterion needs the id of the quantity.')
    expect(rows({ id: 'x' })).toContain(
      'A custom quantity criterion needs exactly one of int_value, float_value, datetime_value, str_value or bool_value.',
    )
    expect(rows({ id: 'x', 'str_value:lt': 'b' })).toContain('The operator of "str_value:lt" is only available for numbers and dates.')
    expect(rows({ id: 'x', bool_value: true })).toEqual([])
  })
})

describe('section objects', () => {
  it('prefix the names inside at any depth, also below quantities that have sub-quantities', () => {
    expect(ok({ results: { material: { n_elements: 2 } } })).toEqual({
      kind: 'and',
      children: [{ kind: 'equals', quantity: 'results.material.n_elements', value: 2 }],
    })
    expect(parse({ results: { material: { colour: 'red' } } }).issues.map((i) => i.message)).toEqual(['results.material.colour is not a doc quantity'])
  })
})
