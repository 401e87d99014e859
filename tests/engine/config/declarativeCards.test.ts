import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cardRequired } from '../../../src/engine/config/cardRequired.js'
import { cardSchema, entryCardsSchema } from '../../../src/engine/config/cards.js'
import { parseConfigText } from '../../../src/engine/config/validate.js'
import { applyRequired } from '../../../src/server/archive/apply-required.js'
import { CONFIGS_DIR, loadError } from './helpers.js'

describe('declarative cards: path syntax checked when the config is validated', () => {
  it('names file, line, path and the broken JMESPath of a card binding', () => {
    const text = readFileSync(join(CONFIGS_DIR, 'cards.yaml'), 'utf8').replace('path: results.method.simulation.program_name', 'path: results.method.simulation.program-name')
    const error = loadError(() => parseConfigText(entryCardsSchema, text, 'cards.yaml'))
    const line = text.split('\n').findIndex((l) => l.includes('program-name')) + 1
    expect(error.issues.map((issue) => issue.path)).toEqual(['options.method_summary.quantities[1].path'])
    expect(error.issues[0]).toMatchObject({ file: 'cards.yaml', line, path: 'options.method_summary.quantities[1].path' })
    expect(error.issues[0].message).toMatch(/^'results\.method\.simulation\.program-name' is not a valid JMESPath: /)
  })

  it('checks the items path of a table card and the values of a histogram card too', () => {
    expect(cardSchema.safeParse({ type: 'table', items: 'run[0.calculation', columns: [{ path: 'energy' }] }).success).toBe(false)
    expect(cardSchema.safeParse({ type: 'histogram', values: { path: 'a.[b' } }).success).toBe(false)
    expect(cardSchema.safeParse({ type: 'histogram', values: { path: 'results.properties.structural.radius_of_gyration[*].value[]' } }).success).toBe(true)
  })
})

/** The archive the server answers, without its bookkeeping of referenced archives. */
const withoutRefs = ({ m_ref_archives: _refs, ...rest }: Record<string, unknown>) => rest

describe('a declarative card without `required` asks for its own data', () => {
  const archive = {
    results: { method: { method_name: 'DFT', simulation: { program_name: 'VASP' } }, material: { elements: ['Si'] } },
    run: [{ calculation: [{ energy: { total: { value: -1 } } }, { energy: { total: { value: -2 } } }] }],
  }

  it('asks for what its paths start with, and the server then answers exactly that', async () => {
    const card = cardSchema.parse({ type: 'quantities', quantities: [{ path: 'results.method.method_name' }, { path: 'results.method.simulation.program_name' }] })
    const required = cardRequired(card)
    expect(required).toEqual({ results: { method: { method_name: '*', simulation: { program_name: '*' } } } })
    expect(withoutRefs(await applyRequired(archive, required!))).toEqual({ results: { method: { method_name: 'DFT', simulation: { program_name: 'VASP' } } } })
  })

  it('asks for whole sections a path indexes into, and keeps a declared `required`', async () => {
    const table = cardSchema.parse({ type: 'table', items: 'run[0].calculation', columns: [{ path: 'energy.total.value' }] })
    expect(cardRequired(table)).toEqual({ run: '*' })
    expect(withoutRefs(await applyRequired(archive, cardRequired(table)!))).toEqual({ run: archive.run })
    const declared = cardSchema.parse({ type: 'plot', required: { workflow2: '*' }, traces: [{ y: { path: 'run[0].calculation[*].energy.total.value' } }] })
    expect(cardRequired(declared)).toEqual({ workflow2: '*' })
  })
})
