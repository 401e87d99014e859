import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { tempDir } from './helpers.js'

/** An app in the spellings NOMAD's pydantic UI models (6fa4db512) still accept. */
const OLD_STYLE_APP = [
  'path: old',
  'label: Old style',
  'category: Plugins',
  'columns:',
  '  - {quantity: entry_name, label: Name, selected: true}',
  '  - {quantity: results.material.chemical_formula_hill, selected: false}',
  'filters: {include: ["*#my.schema.Sample"]}',
  'filter_menus:',
  '  options:',
  '    material: {label: Material, level: 0, size: s}',
  'dashboard:',
  '  widgets:',
  '    - {type: terms, quantity: results.material.elements, showinput: true, scale: linear, layout: {lg: {x: 0, y: 0, w: 6, h: 6}}}',
].join('\n')

describe('deprecated NOMAD config spellings', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('load normalised, and the log names each deprecated spelling once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const dir = tempDir({ 'apps/old.app.yaml': OLD_STYLE_APP })
    const { env } = loadDeployment({ configDirs: [dir] })
    const [app] = resolveApps(env.ui)
    expect(app.columns.map((column) => [column.search_quantity, column.selected])).toEqual([
      ['entry_name', true],
      ['results.material.chemical_formula_hill', false],
    ])
    expect(app.columns[0].label).toBe('Name')
    expect(app.search_quantities?.include).toEqual(['*#my.schema.Sample'])
    expect(app.menu?.type).toBe('menu')
    expect(app.dashboard?.widgets[0]).toMatchObject({ type: 'terms', search_quantity: 'results.material.elements', show_input: true })

    const log = warn.mock.calls.map((call) => String(call[0]))
    expect(log.every((line) => line.includes(`${dir}/apps/old.app.yaml`))).toBe(true)
    const notes = log.map((line) => line.replace(/^config \([^)]*\): /, ''))
    expect(notes).toEqual(
      expect.arrayContaining([
        '`quantity` is deprecated: read as `search_quantity` (3 times)',
        '`filter_menus` is deprecated: read as `menu`',
        '`filters` is deprecated: read as `search_quantities`',
        '`showinput` is deprecated: read as `show_input`',
      ]),
    )
    expect(new Set(notes).size).toBe(notes.length)
  })

  it('a config in current spellings logs no deprecation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const dir = tempDir({ 'apps/new.app.yaml': 'path: new\nlabel: New\ncategory: X\ncolumns:\n  - {search_quantity: entry_name, selected: true}\n' })
    loadDeployment({ configDirs: [dir] })
    expect(warn).not.toHaveBeenCalled()
  })
})
