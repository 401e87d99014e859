import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigLoadError } from '../../src/engine/config/issues.js'
import { loadDeployment } from '../../src/engine/config/load-node.js'
import { filterOptions } from '../../src/engine/config/options.js'
import { resolveApps } from '../../src/engine/config/resolve-apps.js'
import { deriveSearchQuantities } from '../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../src/engine/metainfo/node.js'
import { boundText } from '../../src/renderers/cards/binding.js'
import { tempDir } from '../engine/config/helpers.js'

const ROOT = join(import.meta.dirname, '..', '..')
const CONFIGS_DIR = join(ROOT, 'configs')
const EXAMPLE_DIR = join(ROOT, 'docs', 'examples', 'deployment')

// The examples of docs/plugin-author-guide.md, loaded as the server loads STRATA_CONFIG_DIR.
describe('docs/examples/deployment (plugin author guide)', () => {
  let isSearchQuantity: (name: string) => boolean
  beforeAll(async () => {
    const searchQuantities = deriveSearchQuantities(await loadStrataMetainfo())
    isSearchQuantity = (name) => name in searchQuantities
  })

  it('adds the Oxides app after the default apps, with its columns, menu and widgets', () => {
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR, EXAMPLE_DIR], isSearchQuantity })
    const apps = resolveApps(env.ui)
    expect(apps.map((app) => app.label)).toEqual(['Entries', 'Calculations', 'Materials', 'ELN', 'EELS', 'Oxides'])
    const oxides = apps.at(-1)!
    expect(oxides.path).toBe('oxides')
    expect(oxides.columns?.filter((column) => column.selected).map((column) => column.title ?? column.search_quantity)).toEqual([
      'Formula',
      'Space group',
      'results.method.simulation.program_name',
      'Upload time',
    ])
    expect(oxides.dashboard?.widgets?.map((widget) => widget.type)).toEqual(['terms', 'histogram'])
    expect(oxides.filters_locked).toEqual({ 'results.material.elements': 'O' })
  })

  it('adds the two YAML-only cards after the default cards', () => {
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR, EXAMPLE_DIR], isSearchQuantity })
    const cards = filterOptions(env.ui.entry?.cards ?? {})
    expect(cards.slice(-2).map(([name, card]) => [name, card.type])).toEqual([
      ['relaxation', 'quantities'],
      ['site_notice', 'markdown'],
    ])
    expect(cards.map(([name]) => name)).toContain('material')
  })

  it('shows the relaxation values of an archive in the display units the card names', () => {
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR, EXAMPLE_DIR], isSearchQuantity })
    const card = env.ui.entry?.cards.options?.relaxation
    if (card?.type !== 'quantities') throw new Error('relaxation is not a quantities card')
    // 1 eV/Å = 1.602176634e-9 N and 1 meV = 1.602176634e-22 J.
    const archive = { results: { properties: { geometry_optimization: { final_force_maximum: 0.5 * 1.602176634e-9, final_energy_difference: 2 * 1.602176634e-22 } } } }
    expect(card.quantities.map((binding) => boundText(archive, binding))).toEqual(['0.5 eV/Å', '2 meV'])
  })

  it('is refused, naming file and line, when the app names an unknown search quantity', () => {
    const dir = tempDir()
    cpSync(EXAMPLE_DIR, dir, { recursive: true })
    const appFile = join(dir, 'apps', 'oxides.app.yaml')
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace('space_group_symbol, title: Space group', 'space_group_sign, title: Space group'))
    let error: unknown
    try {
      loadDeployment({ configDirs: [CONFIGS_DIR, dir], isSearchQuantity })
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(ConfigLoadError)
    const [issue] = (error as ConfigLoadError).issues
    expect(issue.file).toBe(appFile)
    expect(issue.line).toBe(13)
    expect(issue.path).toBe('ui.apps.options.oxides.columns[1].search_quantity')
  })
})
