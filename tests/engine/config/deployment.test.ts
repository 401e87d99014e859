import { describe, expect, it } from 'vitest'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { mergeConfig, filterOptions } from '../../../src/engine/config/options.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { CONFIGS_DIR, tempDir } from './helpers.js'

describe('layered deployment directories', () => {
  it('later directories override earlier ones key by key; lists are replaced', () => {
    const override = tempDir({
      'strata.yaml': [
        'env:',
        '  globalLoginRequired: true',
        '  betaBanner: Test deployment',
        'ui:',
        '  theme: {title: My Oasis}',
        '  apps: {include: [eln, entries]}',
        'server: {demo_accounts: false}',
      ].join('\n'),
      'apps/entries.app.yaml': 'label: All entries\ncolumns:\n  - {search_quantity: entry_id, selected: true}\n',
    })
    const { env, server, files } = loadDeployment({ configDirs: [CONFIGS_DIR, override] })
    expect(env.globalLoginRequired).toBe(true)
    expect(env.betaBanner).toEqual({ text: 'Test deployment' })
    expect(env.keycloakRealm).toBe('strata')
    expect(env.ui.theme.title).toBe('My Oasis')
    expect(server).toMatchObject({ demo_accounts: false, example_uploads: true })
    const apps = resolveApps(env.ui)
    expect(apps.map((app) => app.path)).toEqual(['eln', 'entries'])
    // The override keeps the base app's other fields and replaces its column list.
    expect(apps[1].label).toBe('All entries')
    expect(apps[1].category).toBe('All')
    expect(apps[1].columns.map((column) => column.search_quantity)).toEqual(['entry_id'])
    expect(files.slice(-2)).toEqual([`${override}/strata.yaml`, `${override}/apps/entries.app.yaml`])
  })

  it('an app directory alone is a deployment, apps in file order when no include is given', () => {
    const dir = tempDir({
      'apps/b.app.yaml': 'path: b\nlabel: B\ncategory: X\n',
      'apps/a.app.json': '{"path": "a", "label": "A", "category": "X"}',
      'apps/notes.txt': 'not an app',
    })
    const { env } = loadDeployment({ configDirs: [dir] })
    expect(resolveApps(env.ui).map((app) => app.path)).toEqual(['a', 'b'])
    expect(env.ui.entry).toBeUndefined()
    expect(env.appBase).toBe('/prod/v1/develop')
  })

  it('ui.apps.exclude hides an app of an earlier directory', () => {
    const override = tempDir({ 'strata.yaml': 'ui:\n  apps:\n    exclude: [eels]\n' })
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR, override] })
    expect(resolveApps(env.ui).map((app) => app.path)).toEqual(['entries', 'calculations', 'materials', 'eln'])
  })
})

describe('mergeConfig and filterOptions', () => {
  it('merges objects deeply, replaces lists and scalars, leaves inputs alone', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x' }
    const merged = mergeConfig(base, { a: { c: [3] }, e: null })
    expect(merged).toEqual({ a: { b: 1, c: [3] }, d: 'x', e: null })
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x' })
  })

  it('filters options by include order and exclude', () => {
    const options = { a: 1, b: 2, c: 3 }
    expect(filterOptions({ options })).toEqual([['a', 1], ['b', 2], ['c', 3]])
    expect(filterOptions({ options, include: ['c', 'missing', 'a'], exclude: ['a'] })).toEqual([['c', 3]])
  })
})
