import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REFERENCE_DIR, hasReference } from '../../reference.js'
import { CONFIGS_DIR, REPO_ROOT, tempDir } from './helpers.js'

function validateConfig(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts', 'validate-config.ts'), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
  return { status: run.status, lines: run.stdout.trim().split('\n').filter(Boolean), stderr: run.stderr }
}

describe('npm run validate-config', () => {
  it('prints valid: FILE for good files of every kind and exits 0', () => {
    const files = [
      join(CONFIGS_DIR, 'strata.yaml'),
      join(CONFIGS_DIR, 'apps', 'eln.app.yaml'),
      join(CONFIGS_DIR, 'cards.yaml'),
      join(CONFIGS_DIR, 'unit-systems.yaml'),
      CONFIGS_DIR,
    ]
    if (hasReference) {
      files.push(join(REFERENCE_DIR, 'ui-config', 'env.tests.json'), join(REFERENCE_DIR, 'ui-config', 'entry-cards.json'))
      files.push(join(REFERENCE_DIR, 'ui-config', 'plugin-apps', 'nomad-tadf-molecules.tadf_molecules.entrypoint.yaml'))
    }
    const { status, lines } = validateConfig(...files)
    expect(lines).toEqual(files.map((file) => `valid: ${file}`))
    expect(status).toBe(0)
  })

  it('reads a list of apps and a ui object', () => {
    const eln = readFileSync(join(CONFIGS_DIR, 'apps', 'eln.app.yaml'), 'utf8')
    const dir = tempDir({
      'apps.yaml': `- path: one\n  label: One\n  category: X\n- path: two\n  label: Two\n  category: X\n`,
      'ui.json': JSON.stringify({ theme: { title: 'T' }, apps: { options: { eln: { path: 'eln', label: 'ELN', category: 'E' } } } }),
      'eln.yaml': eln,
    })
    const { status, lines } = validateConfig(join(dir, 'apps.yaml'), join(dir, 'ui.json'), join(dir, 'eln.yaml'))
    expect(lines).toEqual([`valid: ${join(dir, 'apps.yaml')}`, `valid: ${join(dir, 'ui.json')}`, `valid: ${join(dir, 'eln.yaml')}`])
    expect(status).toBe(0)
  })

  it('prints FILE:LINE:COL PATH: MESSAGE per problem and exits 1 when any file is bad', () => {
    const dir = tempDir({
      'bad.app.yaml': 'path: bad\nlabel: Bad\ncategory: X\ndashboard:\n  widgets:\n    - search_quantity: q\n',
      'list.yaml': '- path: ok\n  label: OK\n  category: X\n- label: No path\n  category: X\n',
      'broken.yaml': 'path: [\n',
      'strata.yaml': 'server:\n  example_uploads: maybe\n',
    })
    const good = join(CONFIGS_DIR, 'apps', 'eels.app.yaml')
    const bad = (name: string) => join(dir, name)
    const { status, lines } = validateConfig(bad('bad.app.yaml'), good, bad('list.yaml'), bad('broken.yaml'), bad('strata.yaml'))
    expect(status).toBe(1)
    expect(lines[0]).toBe(`${bad('bad.app.yaml')}:6:7 dashboard.widgets[0].type: Required`)
    expect(lines[1]).toBe(`valid: ${good}`)
    expect(lines[2]).toBe(`${bad('list.yaml')}:4:3 [1].path: Path is required.`)
    expect(lines[3]).toMatch(new RegExp(`^${bad('broken.yaml')}:\\d+:\\d+ \\(root\\): `))
    expect(lines[4]).toBe(`${bad('strata.yaml')}:2:20 server.example_uploads: Invalid input: expected boolean, received string`)
    expect(lines).toHaveLength(5)
  })

  it('checks a deployment overlay directory merged over the defaults, as the server loads it', () => {
    const overlay = tempDir({
      'strata.yaml': 'ui:\n  theme:\n    title: My lab\n  apps:\n    include: [entries, mylab]\n',
      'apps/mylab.app.yaml': 'path: mylab\nlabel: My lab\ncategory: Lab\n',
    })
    expect(validateConfig(overlay)).toMatchObject({ status: 0, lines: [`valid: ${overlay}`] })
    // By itself the overlay names an app of the defaults it does not hold.
    const alone = validateConfig('--alone', overlay)
    expect(alone.status).toBe(1)
    expect(alone.lines).toEqual([`${join(overlay, 'strata.yaml')}:5:15 ui.apps.include[0]: Unknown app 'entries'. Known apps: mylab`])

    const broken = tempDir({ 'apps/entries.app.yaml': 'pagination:\n  page_size: many\n' })
    const { status, lines } = validateConfig(broken)
    expect(status).toBe(1)
    expect(lines).toEqual([`${join(broken, 'apps', 'entries.app.yaml')}:2:14 ui.apps.options.entries.pagination.page_size: Expected an integer`])
  }, 90_000)

  it('reports a search quantity the metainfo does not define, naming the file and line of the widget', () => {
    const overlay = tempDir({
      'apps/mylab.app.yaml': [
        'path: mylab',
        'label: My lab',
        'category: Lab',
        'columns:',
        '  - search_quantity: results.material.chemical_formula_hill',
        'dashboard:',
        '  widgets:',
        '    - type: terms',
        '      search_quantity: results.material.no_such_quantity',
        '      layout: {lg: {x: 0, y: 0, w: 6, h: 6}}',
        '',
      ].join('\n'),
    })
    const { status, lines } = validateConfig(overlay)
    expect(lines).toEqual([`${join(overlay, 'apps', 'mylab.app.yaml')}:9:24 ui.apps.options.mylab.dashboard.widgets[0].search_quantity: Unknown search quantity 'results.material.no_such_quantity'`])
    expect(status).toBe(1)
  })

  it('asks for --kind when it cannot tell the kind, and accepts one', () => {
    const dir = tempDir({ 'widget.yaml': 'type: terms\nsearch_quantity: results.material.elements\n' })
    const unknown = validateConfig(join(dir, 'widget.yaml'))
    expect(unknown.status).toBe(1)
    expect(unknown.lines[0]).toMatch(/widget\.yaml:1:1 \(root\): Cannot tell which kind of config this is; name it with --kind \(.*widget/)
    const known = validateConfig('--kind', 'widget', join(dir, 'widget.yaml'))
    expect(known.lines).toEqual([`valid: ${join(dir, 'widget.yaml')}`])
    expect(known.status).toBe(0)
  })

  it('reports a missing file and exits 2 without arguments', () => {
    const missing = validateConfig('/nonexistent/app.yaml')
    expect(missing.lines).toEqual(['/nonexistent/app.yaml (root): File not found'])
    expect(missing.status).toBe(1)
    const none = validateConfig()
    expect(none.status).toBe(2)
    expect(none.stderr).toContain('usage: npm run validate-config')
  })
})
