import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { BUILTIN_CARD_KEYS } from '../../../src/engine/config/cards.js'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { filterOptions } from '../../../src/engine/config/options.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { DEFAULT_UPLOAD_SIZE_LIMIT } from '../../../src/engine/config/startup.js'
import { parseConfigText } from '../../../src/engine/config/validate.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { CONFIGS_DIR } from './helpers.js'

describe("Strata's own deployment in configs/", () => {
  it('loads, with the five apps in the order strata.yaml gives', () => {
    const { env, server, files } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    expect(resolveApps(env.ui).map((app) => app.path)).toEqual(['entries', 'calculations', 'materials', 'eln', 'eels'])
    expect(env.appBase).toBe('/prod/v1/develop')
    expect(env.keycloakRealm).toBe('strata')
    expect(env.keycloakClientId).toBe('strata_gui')
    expect(env.ui.north.enabled).toBe(true)
    expect(server).toEqual({
      demo_accounts: true,
      unpublished_upload_limit: 10,
      upload_size_limit_bytes: DEFAULT_UPLOAD_SIZE_LIMIT,
      example_uploads: true,
      doi: { registrar: 'embedded', prefix: '10.5072' },
      cors_origins: ['*'],
      config_admins: ['demo'],
      processing: {
        stall_timeout_seconds: 900,
        parse_timeout_seconds: 300,
        parse_memory_limit_mb: 1024,
        max_mainfile_bytes: { 'parsers/cif': 50_000_000, 'parsers/poscar': 50_000_000, 'parsers/xyz': 200_000_000, 'parsers/archive': 100_000_000, 'parsers/vasp': 500_000_000 },
      },
    })
    expect(files.map((file) => file.slice(CONFIGS_DIR.length + 1))).toEqual([
      'strata.yaml',
      'cards.yaml',
      'unit-systems.yaml',
      'apps/calculations.app.yaml',
      'apps/eels.app.yaml',
      'apps/eln.app.yaml',
      'apps/entries.app.yaml',
      'apps/materials.app.yaml',
      'tools/jupyter.tool.yaml',
    ])
  })

  it('offers the jupyter tool on a managed hub, in NOMAD\'s north tool shape', () => {
    const { north } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    expect(north.hub).toMatchObject({ type: 'managed' })
    expect(north.tools.options.jupyter).toMatchObject({ path_prefix: 'tree', with_path: true, file_extensions: ['ipynb'] })
    expect(north.tools.options.jupyter.command?.[0]).toBe('jupyterhub-singleuser')
  })

  it('tells the GUI the upload limits the server enforces', () => {
    const { env, server } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    expect(env.servicesUploadLimit).toBe(server.unpublished_upload_limit)
    expect(env.uploadSizeLimit).toBe(32_000_000_000)
    expect(env.appTokenMaxExpiresAt).toBe('2023-10-25')
  })

  it('shows the default entries columns of spec 2 §3', () => {
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    const shown = env.ui.apps.options.entries.columns.filter((column) => column.selected)
    expect(shown.map((column) => [column.search_quantity, column.title])).toEqual([
      ['entry_name', 'Name'],
      ['results.material.chemical_formula_hill', 'Formula'],
      ['entry_type', undefined],
      ['upload_create_time', 'Upload time'],
      ['authors', undefined],
    ])
    const published = env.ui.apps.options.entries.columns.find((column) => column.search_quantity === 'published')
    expect(published).toMatchObject({ title: 'Access', selected: false })
  })

  it('orders the entry cards as spec 3 §2.3 lists them, each with an error text', () => {
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    const cards = filterOptions(env.ui.entry?.cards ?? {})
    // Spec 3 §2.3 "Card keys in the entry context"; the catalyst card (spec 2 §3 catalytic properties) sits after solarcell.
    const specOrder = ['definitions', 'nexus', 'hdf5dataset', 'material', 'electronic', 'solarcell', 'vibrational', 'mechanical']
    specOrder.push('thermodynamic', 'structural', 'dynamical', 'geometry_optimization', 'spectroscopic', 'workflow', 'references')
    specOrder.push('history', 'sections')
    const builtIn = cards.filter(([, card]) => !('type' in card) || card.type === undefined)
    expect(builtIn.map(([key]) => key).filter((key) => key !== 'heterogeneouscatalyst')).toEqual(specOrder)
    expect(builtIn.every(([key]) => (BUILTIN_CARD_KEYS as readonly string[]).includes(key))).toBe(true)
    // Declared in YAML alone, from a declarative kind: the example of a card a deployment adds without code.
    expect(cards.filter(([, card]) => 'type' in card && card.type !== undefined).map(([key, card]) => [key, card.type])).toEqual([['method_summary', 'quantities']])
    for (const [, card] of cards) expect(card.error).toMatch(/^Could not render .+\.$/)
  })

  it('offers the Custom, SI and AU unit systems, Custom selected, every dimension filled', () => {
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    const systems = env.ui.unit_systems
    expect(systems?.selected).toBe('Custom')
    expect(Object.keys(systems?.options ?? {})).toEqual(['Custom', 'SI', 'AU'])
    expect(systems?.options.Custom.units.energy.definition).toBe('eV')
    expect(systems?.options.Custom.units.mass).toEqual({ definition: 'kg', locked: false })
    expect(Object.values(systems?.options.SI.units ?? {}).every((unit) => unit.locked)).toBe(true)
    expect(systems?.options.AU.units.length.definition).toBe('bohr')
  })

  it.each(readdirSync(join(CONFIGS_DIR, 'apps')))('apps/%s validates on its own', (name) => {
    const file = join(CONFIGS_DIR, 'apps', name)
    const app = parseConfigText(appConfigSchema, readFileSync(file, 'utf8'), file)
    expect(`${app.path}.app.yaml`).toBe(name)
  })
})

describeWithReference('quantities named by our apps', () => {
  const searchQuantities = () => JSON.parse(readFileSync(join(REFERENCE_DIR, 'artifacts', 'searchQuantities.json'), 'utf8'))
  const GUI_ONLY_FILTERS = new Set(['combine'])

  function quantitiesOf(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((item) => quantitiesOf(item, found))
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'search_quantity' && typeof inner === 'string') found.push(inner)
        else quantitiesOf(inner, found)
      }
    }
    return found
  }

  it('exist in NOMAD\'s search quantities', () => {
    const known = searchQuantities()
    const { env } = loadDeployment({ configDirs: [CONFIGS_DIR] })
    for (const app of resolveApps(env.ui)) {
      // Material apps name their columns relative to results.material.
      const prefix = app.resource === 'materials' ? 'results.material.' : ''
      const unknown = quantitiesOf([app.columns, app.menu, app.dashboard]).filter(
        (quantity) => !GUI_ONLY_FILTERS.has(quantity) && !(quantity in known) && !(prefix + quantity in known),
      )
      expect(unknown, `app ${app.path}`).toEqual([])
    }
  })
})
