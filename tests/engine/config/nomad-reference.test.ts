import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { appConfigSchema, appEntryPointSchema } from '../../../src/engine/config/app.js'
import { entryUiSchema } from '../../../src/engine/config/cards.js'
import { detectKind } from '../../../src/engine/config/kinds.js'
import { readConfigSource } from '../../../src/engine/config/load-node.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { startupConfigSchema } from '../../../src/engine/config/startup.js'
import { uiConfigSchema } from '../../../src/engine/config/ui.js'
import { unitSystemsSchema } from '../../../src/engine/config/unit-systems.js'
import { locatorOf, parseConfigText, validateConfig } from '../../../src/engine/config/validate.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'

const UI_CONFIG = join(REFERENCE_DIR, 'ui-config')
const read = (file: string) => readFileSync(join(UI_CONFIG, file), 'utf8')

describeWithReference("NOMAD's real configs load unchanged", () => {
  const appFiles = () => readdirSync(join(UI_CONFIG, 'apps')).filter((name) => name.endsWith('.app.yaml'))

  it.each(['entries', 'calculations', 'materials', 'eln', 'eels'])('default app %s parses from YAML and JSON alike', (name) => {
    const fromYaml = parseConfigText(appConfigSchema, read(`apps/${name}.app.yaml`), `${name}.app.yaml`)
    const fromJson = parseConfigText(appConfigSchema, read(`apps/${name}.app.json`), `${name}.app.json`)
    expect(fromYaml).toEqual(fromJson)
    expect(fromYaml.path).toBe(name)
    expect(fromYaml.columns.length).toBeGreaterThan(0)
  })

  it('finds all five default app files', () => {
    expect(appFiles().sort()).toEqual(['calculations.app.yaml', 'eels.app.yaml', 'eln.app.yaml', 'entries.app.yaml', 'materials.app.yaml'])
  })

  it("reads the calculations dashboard's legacy periodictable widget as periodic_table", () => {
    const app = parseConfigText(appConfigSchema, read('apps/calculations.app.yaml'), 'calculations.app.yaml')
    const types = app.dashboard?.widgets.map((widget) => widget.type)
    expect(types?.[0]).toBe('periodic_table')
    expect(types).not.toContain('periodictable')
  })

  it('parses the whole env.tests.json and resolves its five apps in order', () => {
    const env = parseConfigText(startupConfigSchema, read('env.tests.json'), 'env.tests.json')
    expect(env.keycloakRealm).toBe('fairdi_nomad_test')
    expect(env.ui.theme.title).toBe('NOMAD')
    expect(resolveApps(env.ui).map((app) => app.path)).toEqual(['entries', 'calculations', 'materials', 'eln', 'eels'])
    // The test env's entry-point include list admits no plugin app.
    expect(resolveApps(env.ui, env.plugins)).toHaveLength(5)
    // Fields NOMAD has and Strata does not model pass through.
    expect(env.encyclopediaBase).toBe('https://nomad-lab.eu/prod/rae/encyclopedia/#')
  })

  it("normalises the plugin apps inside env.tests.json (scatterplot, showinput, n_bins)", () => {
    const env = parseConfigText(startupConfigSchema, read('env.tests.json'), 'env.tests.json')
    const solarCells = env.plugins.entry_points.options['perovskite_solar_cell_database.apps:solar_cells']
    expect(solarCells.entry_point_type).toBe('app')
    if (solarCells.entry_point_type !== 'app') return
    const widgets = solarCells.app.dashboard?.widgets ?? []
    expect(widgets.map((widget) => widget.type)).toContain('scatter_plot')
    expect(widgets.some((widget) => 'showinput' in widget || 'n_bins' in widget)).toBe(false)
    const plugins = resolveApps(env.ui, { entry_points: { ...env.plugins.entry_points, include: undefined } })
    expect(plugins.map((app) => app.path)).toContain('solarcells')
  })

  it('parses the ui part of env.tests.json on its own', () => {
    const env = JSON.parse(read('env.tests.json'))
    const ui = uiConfigSchema.parse(env.ui)
    expect(Object.keys(ui.apps.options)).toEqual(['entries', 'calculations', 'materials', 'eln', 'eels'])
    expect(ui.north.enabled).toBe(true)
  })

  it('parses entry-cards.json and unit-systems.json', () => {
    const entry = parseConfigText(entryUiSchema, read('entry-cards.json'), 'entry-cards.json')
    expect(entry.cards.options.material.error).toBe('Could not render material card.')
    expect(entry.cards.exclude).toEqual(['relatedResources'])
    const units = parseConfigText(unitSystemsSchema, read('unit-systems.json'), 'unit-systems.json')
    expect(Object.keys(units.options)).toEqual(['Custom', 'SI', 'AU'])
    expect(units.options.AU.units.energy).toEqual({ definition: 'Ha', locked: true })
  })

  it('parses the ui section of the NOMAD server defaults', () => {
    const source = readConfigSource(join(UI_CONFIG, 'nomad-defaults.2024-10.yaml'))
    expect(detectKind(source.data)).toBe('nomad-config')
    const locate = locatorOf(source)
    const result = validateConfig(uiConfigSchema, (source.data as { ui: unknown }).ui, (path) => locate(['ui', ...path]))
    expect(result.ok).toBe(true)
  })

  it('parses the countries tutorial app with its old columns, filter_menus and quantity spellings', () => {
    const entryPoint = parseConfigText(
      appEntryPointSchema,
      read('plugin-apps/nomad-countries-tutorial.country.entrypoint.yaml'),
      'country.entrypoint.yaml',
    )
    const { app } = entryPoint
    expect(app.columns).toHaveLength(9)
    expect(app.columns.every((column) => column.selected)).toBe(true)
    expect(app.columns[0].search_quantity).toBe('data.name#nomad_countries.schema_packages.country.Country')
    expect(app.menu?.type).toBe('menu')
    expect('filter_menus' in app).toBe(false)
    const [scatter, , , histogram] = app.dashboard?.widgets ?? []
    expect(scatter.type === 'scatter_plot' && scatter.x.search_quantity).toBe('data.literacy#nomad_countries.schema_packages.country.Country')
    expect(scatter.type === 'scatter_plot' && scatter.size).toBe(1000)
    expect(histogram.type === 'histogram' && histogram.x.search_quantity).toBe('data.phones#nomad_countries.schema_packages.country.Country')
    expect(histogram.type === 'histogram' && histogram.y.scale).toBe('1/2')
    expect(app.search_quantities?.include).toEqual(['*nomad_countries.schema_packages.country.Country'])
  })

  it('parses the TADF molecules app with string histogram axes', () => {
    const fromYaml = parseConfigText(appEntryPointSchema, read('plugin-apps/nomad-tadf-molecules.tadf_molecules.entrypoint.yaml'), 'tadf.yaml')
    const fromJson = parseConfigText(appEntryPointSchema, read('plugin-apps/nomad-tadf-molecules.tadf_molecules.entrypoint.json'), 'tadf.json')
    expect(fromYaml).toEqual(fromJson)
    const elements = fromYaml.app.menu?.items?.[0]
    const histogram = elements?.type === 'menu' ? elements.items?.[2] : undefined
    expect(histogram).toMatchObject({ type: 'histogram', x: { search_quantity: 'results.material.n_elements' } })
    expect(fromYaml.app.pagination.page_size).toBe(20)
  })
})
