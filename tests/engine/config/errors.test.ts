import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { ConfigLoadError } from '../../../src/engine/config/issues.js'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { parseConfigText } from '../../../src/engine/config/validate.js'
import { CONFIGS_DIR, loadError, tempDir } from './helpers.js'

const calculations = () => readFileSync(join(CONFIGS_DIR, 'apps', 'calculations.app.yaml'), 'utf8')
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1

describe('errors name file, line and path', () => {
  it('reports a widget without a type at the widget', () => {
    const text = calculations().replace('    - type: periodic_table\n      search_quantity:', '    - search_quantity:')
    const error = loadError(() => parseConfigText(appConfigSchema, text, 'calculations.app.yaml'))
    expect(error.format()).toBe(
      `calculations.app.yaml:${lineOf(text, '    - search_quantity: results.material.elements')}:7 dashboard.widgets[0].type: Required`,
    )
  })

  it('reports a layout value that is not an integer', () => {
    const text = calculations().replace('lg: { x: 0, y: 0, w: 12, h: 9 }', 'lg: { x: 0, y: 0, w: 12.5, h: 9 }')
    const error = loadError(() => parseConfigText(appConfigSchema, text, 'calculations.app.yaml'))
    expect(error.issues).toEqual([
      {
        file: 'calculations.app.yaml',
        line: lineOf(text, 'w: 12.5'),
        column: text.split('\n')[lineOf(text, 'w: 12.5') - 1].indexOf('12.5') + 1,
        path: 'dashboard.widgets[0].layout.lg.w',
        message: 'Expected an integer',
      },
    ])
  })

  it('accepts Infinity as layout x, spelled the YAML or the JSON way, but no other non-integer', () => {
    const app = (x: string) => `path: a\nlabel: A\ncategory: C\ndashboard:\n  widgets:\n  - {type: terms, search_quantity: q, layout: {lg: {x: ${x}, y: 0, w: 1, h: 1}}}\n`
    for (const spelling of ['.inf', 'Infinity']) {
      const widget = parseConfigText(appConfigSchema, app(spelling), 'a.yaml').dashboard?.widgets[0]
      expect(widget?.layout.lg?.x).toBe(Infinity)
    }
    const error = loadError(() => parseConfigText(appConfigSchema, app('1.5'), 'a.yaml'))
    const column = app('1.5').split('\n')[5].indexOf('1.5') + 1
    expect(error.format()).toBe(`a.yaml:6:${column} dashboard.widgets[0].layout.lg.x: Expected an integer or Infinity`)
  })

  it('reports YAML syntax errors with file and line', () => {
    const text = calculations().replace('label: Calculations', 'label: [Calculations')
    const error = loadError(() => parseConfigText(appConfigSchema, text, 'calculations.app.yaml'))
    expect(error.issues.length).toBeGreaterThan(0)
    expect(error.issues[0].file).toBe('calculations.app.yaml')
    expect(error.issues[0].line).toBeGreaterThanOrEqual(lineOf(text, 'label: [Calculations'))
    expect(error.format()).toMatch(/^calculations\.app\.yaml:\d+:\d+ \(root\): /)
  })

  it('reports duplicate keys', () => {
    const error = loadError(() => parseConfigText(appConfigSchema, 'path: a\nlabel: A\nlabel: B\ncategory: C\n', 'a.yaml'))
    expect(error.format()).toBe('a.yaml:3:1 (root): Map keys must be unique')
  })

  it('names the known widget types for an unknown one', () => {
    const error = loadError(() =>
      parseConfigText(appConfigSchema, 'path: a\nlabel: A\ncategory: C\ndashboard:\n  widgets:\n  - type: pie\n', 'a.yaml'),
    )
    expect(error.format()).toBe(
      "a.yaml:6:11 dashboard.widgets[0].type: Unknown type 'pie'. Known: terms, histogram, periodic_table, scatter_plot",
    )
  })

  it("uses the spec's messages for missing widget fields and bad column queries", () => {
    const text = [
      'path: a',
      'label: A',
      'category: C',
      'columns:',
      '- search_quantity: "results[["',
      'dashboard:',
      '  widgets:',
      '  - {type: scatter_plot, y: {search_quantity: b}}',
      '  - {type: histogram}',
      '  - {type: periodic_table}',
    ].join('\n')
    const error = loadError(() => parseConfigText(appConfigSchema, text, 'a.yaml'))
    expect(error.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'columns[0].search_quantity: Invalid JMESPath query in the app columns',
      'dashboard.widgets[0].x: Search quantity for the x axis is required.',
      'dashboard.widgets[1].x: X-axis configuration is required.',
      'dashboard.widgets[2].search_quantity: Search quantity is required.',
    ])
  })

  it('quotes keys that are not identifiers in paths', () => {
    const error = loadError(() =>
      parseConfigText(appConfigSchema, 'path: a\nlabel: A\ncategory: C\nfilters_locked:\n  results.method.method_name: [1, {a: .nan}]\n', 'a.yaml'),
    )
    expect(error.issues[0].path).toMatch(/^filters_locked\["results\.method\.method_name"\]/)
  })
})

describe('deployment errors point into the file that wrote the bad value', () => {
  it('names the app file, its line and the full path', () => {
    const text = calculations().replace('lg: { x: 0, y: 0, w: 12, h: 9 }', 'lg: { x: 0, y: 0, w: wide, h: 9 }')
    const override = tempDir({ 'apps/calculations.app.yaml': text })
    const error = loadError(() => loadDeployment({ configDirs: [CONFIGS_DIR, override] }))
    expect(error.issues).toHaveLength(1)
    const [issue] = error.issues
    expect(issue.file).toBe(join(override, 'apps', 'calculations.app.yaml'))
    expect(issue.line).toBe(lineOf(text, 'w: wide'))
    expect(issue.path).toBe('ui.apps.options.calculations.dashboard.widgets[0].layout.lg.w')
  })

  it('blames the later file when it overrides a value badly', () => {
    const override = tempDir({ 'strata.yaml': 'server:\n  unpublished_upload_limit: many\n' })
    const error = loadError(() => loadDeployment({ configDirs: [CONFIGS_DIR, override] }))
    expect(error.format()).toBe(`${join(override, 'strata.yaml')}:2:29 server.unpublished_upload_limit: Expected an integer`)
  })

  it('rejects unknown server settings and top-level keys', () => {
    const dir = tempDir({ 'strata.yaml': 'server:\n  demo_acounts: false\nextra: 1\n' })
    const error = loadError(() => loadDeployment({ configDirs: [dir] }))
    expect(error.issues.map((issue) => [issue.line, issue.path, issue.message])).toEqual([
      [2, 'server.demo_acounts', 'Unrecognized key'],
      [3, 'extra', 'Unrecognized key'],
    ])
  })

  it('reports a syntax error in any file of the directory', () => {
    const dir = tempDir({ 'strata.yaml': 'env: {}\n', 'cards.yaml': 'options:\n  material: {error: [\n' })
    const error = loadError(() => loadDeployment({ configDirs: [dir] }))
    expect(error.issues[0].file).toBe(join(dir, 'cards.yaml'))
    expect(error.issues[0].line).toBeGreaterThan(0)
  })

  it('names the known apps when ui.apps.include names a missing one', () => {
    const strata = 'ui:\n  apps:\n    include: [entries, nothere]\n'
    const dir = tempDir({
      'strata.yaml': strata,
      'apps/entries.app.yaml': 'path: entries\nlabel: Entries\ncategory: All\n',
    })
    const error = loadError(() => loadDeployment({ configDirs: [dir] }))
    const column = strata.split('\n')[2].indexOf('nothere') + 1
    expect(error.format()).toBe(`${join(dir, 'strata.yaml')}:3:${column} ui.apps.include[1]: Unknown app 'nothere'. Known apps: entries`)
  })

  it('refuses two apps with the same path', () => {
    const dir = tempDir({
      'apps/one.app.yaml': 'path: same\nlabel: One\ncategory: All\n',
      'apps/two.app.yaml': 'path: same\nlabel: Two\ncategory: All\n',
    })
    const error = loadError(() => loadDeployment({ configDirs: [dir] }))
    expect(error.format()).toBe(`${join(dir, 'apps', 'two.app.yaml')}:1:7 ui.apps.options.two.path: App path 'same' is already used by app 'one'`)
  })

  it('reports a missing config directory', () => {
    const error = loadError(() => loadDeployment({ configDirs: ['/nonexistent/strata-configs'] }))
    expect(error).toBeInstanceOf(ConfigLoadError)
    expect(error.format()).toBe('/nonexistent/strata-configs (root): Config directory not found')
  })
})

describe('menu errors', () => {
  it('explains what terms options may be', () => {
    const text = 'path: a\nlabel: A\ncategory: C\nmenu:\n  type: menu\n  items:\n  - {type: terms, search_quantity: q, options: many}\n'
    const error = loadError(() => parseConfigText(appConfigSchema, text, 'a.yaml'))
    const column = text.split('\n')[6].indexOf('many') + 1
    expect(error.format()).toBe(`a.yaml:7:${column} menu.items[0].options: Expected a number of options or a map of options with labels`)
  })

  it('names the known menu item types for an unknown one, however deep', () => {
    const text = 'path: a\nlabel: A\ncategory: C\nmenu:\n  type: menu\n  items:\n  - type: menu\n    items:\n    - {type: slider}\n'
    const error = loadError(() => parseConfigText(appConfigSchema, text, 'a.yaml'))
    expect(error.issues.map((issue) => [issue.line, issue.path, issue.message])).toEqual([
      [
        9,
        'menu.items[0].items[0].type',
        "Unknown type 'slider'. Known: menu, nested_object, terms, histogram, periodic_table, visibility, definitions, optimade, custom_quantities",
      ],
    ])
  })
})
