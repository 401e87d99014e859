import { beforeAll, describe, expect, it } from 'vitest'
import { loadDeployment } from '../../../src/engine/config/load-node.js'
import { filterOptions } from '../../../src/engine/config/options.js'
import { resolveApps } from '../../../src/engine/config/resolve-apps.js'
import { deriveSearchQuantities } from '../../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'
import { CONFIGS_DIR, loadError, tempDir } from './helpers.js'

const MANIFEST = 'plugins/films/plugin.yaml'
const APP = `path: films
label: Films
category: Thin films
columns:
  - { search_quantity: results.material.chemical_formula_hill, selected: true }
`
let isSearchQuantity: (name: string) => boolean
beforeAll(async () => {
  const searchQuantities = deriveSearchQuantities(await loadStrataMetainfo())
  isSearchQuantity = (name) => name in searchQuantities
})

function deploymentWith(files: Record<string, string>) {
  return loadDeployment({ configDirs: [CONFIGS_DIR, tempDir(files)], isSearchQuantity })
}

describe('plugin folders (<config dir>/plugins/<folder>/plugin.yaml)', () => {
  it('adds an app as an entry point of its package, listed after the deployment apps', () => {
    const { env } = deploymentWith({ [MANIFEST]: 'name: strata-films\nversion: 1.2.0\n', 'plugins/films/apps/films.app.yaml': APP })
    expect(env.plugins.plugin_packages['strata-films']).toMatchObject({ name: 'strata-films', version: '1.2.0' })
    const point = env.plugins.entry_points.options['strata-films.apps:films']
    expect(point).toMatchObject({ entry_point_type: 'app', plugin_package: 'strata-films', name: 'Films' })
    expect(resolveApps(env.ui, env.plugins).map((app) => app.label).at(-1)).toBe('Films')
  })

  it('names the package after its folder when plugin.yaml gives no name', () => {
    const { env, plugins } = deploymentWith({ [MANIFEST]: 'description: Thin films\n' })
    expect(plugins.map((plugin) => plugin.name)).toEqual(['films'])
    expect(env.plugins.plugin_packages.films).toMatchObject({ description: 'Thin films' })
  })

  it('merges its cards and tools; the deployment directory itself still has the last word', () => {
    const { env, north } = deploymentWith({
      [MANIFEST]: 'name: films\n',
      'plugins/films/cards.yaml': 'options:\n  film_note: { type: markdown, title: Films, content: Hello }\n',
      'plugins/films/tools/film-notebook.tool.yaml': 'title: Film notebook\ncommand: [jupyterhub-singleuser]\n',
      'cards.yaml': 'exclude: [film_note]\n',
    })
    expect(north.tools.options['film-notebook']).toMatchObject({ title: 'Film notebook' })
    expect(env.plugins.entry_points.options['films.tools:film-notebook']).toMatchObject({ entry_point_type: 'north_tool', name: 'Film notebook' })
    expect(Object.keys(env.ui.entry?.cards?.options ?? {})).toContain('film_note')
    expect(filterOptions(env.ui.entry!.cards!).map(([name]) => name)).not.toContain('film_note')
  })

  it('offers each examples/ folder as an example upload, titled from its README', () => {
    const { env, plugins } = deploymentWith({
      [MANIFEST]: 'name: films\ntitle: Thin films\n',
      'plugins/films/examples/zno/README.md': '# ZnO on glass\n\nOne sputtered film\nwith its measurements.\n',
      'plugins/films/examples/zno/film.archive.json': '{}',
      'plugins/films/schemas/film.archive.yaml': 'definitions: {}\n',
    })
    expect(env.plugins.entry_points.options['films.examples:zno']).toMatchObject({
      entry_point_type: 'example_upload',
      title: 'ZnO on glass',
      description: 'One sputtered film with its measurements.',
      category: 'Thin films',
      local_path: 'plugins/films/examples/zno',
    })
    expect(plugins[0]!.exampleDirs['plugins/films/examples/zno']).toMatch(/plugins[/\\]films[/\\]examples[/\\]zno$/)
    expect(plugins[0]!.schemaFiles).toEqual(['schemas/film.archive.yaml'])
    expect(env.plugins.entry_points.options['films.schemas:film.archive.yaml']).toMatchObject({ entry_point_type: 'schema_package' })
  })

  it('refuses an unknown search quantity in a plugin app, naming its file and line', () => {
    const error = loadError(() =>
      deploymentWith({ [MANIFEST]: 'name: films\n', 'plugins/films/apps/films.app.yaml': APP.replace('chemical_formula_hill', 'chemical_formula_typo') }),
    )
    expect(error.issues).toHaveLength(1)
    expect(error.issues[0]).toMatchObject({ line: 5, message: "Unknown search quantity 'results.material.chemical_formula_typo'" })
    expect(error.issues[0]!.file).toMatch(/films\.app\.yaml$/)
    expect(error.issues[0]!.path).toContain('films.apps:films')
  })

  it('refuses a plugin app whose path another app already uses', () => {
    const error = loadError(() => deploymentWith({ [MANIFEST]: 'name: films\n', 'plugins/films/apps/films.app.yaml': APP.replace('path: films', 'path: entries') }))
    expect(error.issues.map((issue) => issue.message)).toEqual(["App path 'entries' is already used by app 'entries'"])
    expect(error.issues[0]!.file).toMatch(/films\.app\.yaml$/)
  })

  it('reports a bad manifest and an example folder outside the plugin with file and line', () => {
    const badName = loadError(() => deploymentWith({ [MANIFEST]: 'name: films and more\n' }))
    expect(badName.issues[0]).toMatchObject({ line: 1, path: 'name' })
    expect(badName.issues[0]!.file).toMatch(/plugin\.yaml$/)
    const escaping = loadError(() =>
      deploymentWith({ [MANIFEST]: 'name: films\nentry_points:\n  secrets:\n    entry_point_type: example_upload\n    title: Secrets\n    local_path: ../../..\n' }),
    )
    expect(escaping.issues[0]).toMatchObject({ line: 6, path: 'entry_points.secrets.local_path', message: "Example upload folder '../../..' not found inside the plugin folder" })
  })

  it('ignores folders without plugin.yaml', () => {
    const { plugins } = deploymentWith({ 'plugins/notes/README.md': '# not a plugin\n' })
    expect(plugins).toEqual([])
  })
})
