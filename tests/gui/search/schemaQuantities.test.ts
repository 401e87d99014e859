// @vitest-environment happy-dom
/** User-defined schema quantities in the GUI registry: loaded from the schema's entry, with the spec 2 §8 texts on failure. */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { appConfigSchema as appSchema, type AppConfig } from '../../../src/engine/config/app.js'
import { filtersToApiQuery } from '../../../src/renderers/search/filterQuery.js'
import { loadAppSchemas, schemaNamesOfApp, useAppSchemas, type SchemaApi } from '../../../src/renderers/search/schemaQuantities.js'
import { appQuantityNames, quantityDef } from '../../../src/renderers/search/searchQuantities.js'
import { quantityLabel } from '../../../src/renderers/menu-items/ItemHeader.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'

const ROOT = resolve(import.meta.dirname, '..', '..', '..')
const SCHEMA = 'entry_id:schemaEntry1.ThinFilmSample'
const schemaArchive = parse(readFileSync(join(ROOT, 'examples', 'eln', 'schema.archive.yaml'), 'utf8')) as Record<string, unknown>

function app(extra: Record<string, unknown>): AppConfig {
  return appSchema.parse({ label: 'Samples', path: 'samples', category: 'Test', ...extra })
}

/** Answers archive queries of the schema entry; records what was asked. */
function schemaApi(calls: string[] = []): SchemaApi {
  return {
    async post<T>(path: string): Promise<T> {
      calls.push(path)
      if (path === 'entries/schemaEntry1/archive/query') return { data: { archive: schemaArchive } } as T
      throw new Error('404')
    },
  }
}

describe('the schemas an app uses', () => {
  it('finds `#` quantities and globs anywhere in the app config', () => {
    const names = schemaNamesOfApp(
      app({
        search_quantities: { include: [`*#${SCHEMA}`] },
        columns: [{ search_quantity: `data.name#${SCHEMA}` }, { search_quantity: 'entry_name' }],
        readme: '# A heading #not.a.quantity',
      }),
    )
    expect(names.sort()).toEqual([`*#${SCHEMA}`, `data.name#${SCHEMA}`])
  })

  describeWithReference('in a NOMAD plugin app', () => {
    it('finds the glob and the quantities of the TADF molecules app', () => {
      const raw = parse(readFileSync(join(REFERENCE_DIR, 'ui-config', 'plugin-apps', 'nomad-tadf-molecules.tadf_molecules.entrypoint.yaml'), 'utf8')) as Record<string, unknown>
      const names = schemaNamesOfApp(appSchema.parse((raw.app ?? raw) as object))
      expect(names).toContain('*#nomad_tadf_molecules.schema_packages.tadf_molecules.TADFMolecule')
      expect(names).toContain('data.delayed_lifetime#nomad_tadf_molecules.schema_packages.tadf_molecules.TADFMolecule')
    })
  })
})

describe('loading a user schema for its quantities', () => {
  it('gives `#` quantities the data type, unit and description of their definition', async () => {
    const calls: string[] = []
    const errors = await loadAppSchemas(app({ search_quantities: { include: [`*#${SCHEMA}`] } }), schemaApi(calls))
    expect(errors).toEqual([])
    expect(calls).toEqual(['entries/schemaEntry1/archive/query'])
    expect(quantityDef(`data.thickness#${SCHEMA}`)).toMatchObject({ dtype: 'float', unit: 'meter', description: 'Film thickness from profilometry.', multiple: false })
    expect(quantityDef(`data.substrate#${SCHEMA}`)).toMatchObject({ dtype: 'enum', enumValues: ['soda-lime glass', 'sapphire (0001)', 'Si (100)'], aggregatable: true })
    expect(quantityDef(`data.deposition_date#${SCHEMA}`)?.dtype).toBe('timestamp')
    expect(quantityDef(`data.measurements.sheet_resistance#${SCHEMA}`)).toMatchObject({ dtype: 'float', unit: 'ohm', multiple: true })
    expect(quantityLabel(`data.measurements.sheet_resistance#${SCHEMA}`)).toBe('Sheet resistance')
    const offered = appQuantityNames(app({ search_quantities: { include: [`*#${SCHEMA}`] } }))
    expect(offered).toContain(`data.tags#${SCHEMA}`)
    expect(offered).not.toContain('entry_name')
    // A terms filter on a schema quantity goes to the API like any other quantity.
    expect(filtersToApiQuery({ [`data.substrate#${SCHEMA}`]: ['sapphire (0001)'] })).toEqual({ [`data.substrate#${SCHEMA}:any`]: ['sapphire (0001)'] })
  })

  it('reports a schema it cannot load and a quantity its schema does not define, with the texts of spec 2 §8', async () => {
    const missing = 'entry_id:gone.Sample'
    const errors = await loadAppSchemas(
      app({ columns: [{ search_quantity: `data.name#${missing}` }, { search_quantity: `data.colour#${SCHEMA}` }] }),
      schemaApi(),
    )
    expect(errors.sort()).toEqual([
      `Unable to load the data type for data.colour#${SCHEMA}.`,
      `Unable to load the schema ${missing} that is used in this app. If the schema has not been published, please make sure that you are logged in and have the correct access rights.`,
    ])
    expect(quantityDef(`data.name#${missing}`)).toBeUndefined()
  })

  it('reports a schema that is neither a user schema nor in Strata\'s metainfo without asking the server', async () => {
    const calls: string[] = []
    const errors = await loadAppSchemas(app({ search_quantities: { include: ['*#no.such.package.Section'] } }), schemaApi(calls))
    expect(calls).toEqual([])
    expect(errors).toEqual([
      'Unable to load the schema no.such.package.Section that is used in this app. If the schema has not been published, please make sure that you are logged in and have the correct access rights.',
    ])
  })
})

describe('useAppSchemas', () => {
  it('is loading until the schemas are in, then tells what failed', async () => {
    const failing = app({ columns: [{ search_quantity: 'data.name#entry_id:missing.Sample' }] })
    const api = schemaApi()
    const { result } = renderHook(() => useAppSchemas(failing, api))
    expect(result.current).toEqual({ loading: true, errors: [] })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.errors).toEqual([
      'Unable to load the schema entry_id:missing.Sample that is used in this app. If the schema has not been published, please make sure that you are logged in and have the correct access rights.',
    ])
  })

  it('does not wait for an app without user schema quantities', () => {
    const { result } = renderHook(() => useAppSchemas(app({ columns: [{ search_quantity: 'entry_name' }] }), schemaApi()))
    expect(result.current).toEqual({ loading: false, errors: [] })
  })
})
