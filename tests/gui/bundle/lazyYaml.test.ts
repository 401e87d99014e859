import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticPackages } from './staticImports.js'

const APP = resolve(import.meta.dirname, '..', '..', '..', 'src', 'app')
const SEARCH_PAGE = ['main.tsx', 'pages/search/AppSearchPage.tsx', 'pages/search/SearchPageContent.tsx'].map((path) => resolve(APP, path))

describe('the search page loads no YAML parser on boot', () => {
  it("Strata's metainfo arrives as data and the dashboard's YAML dialogs load on demand", () => {
    const packages = [...staticPackages(SEARCH_PAGE)]
    expect(packages).toEqual(expect.arrayContaining(['react', 'zod']))
    expect(packages).not.toContain('yaml')
  })

  it('the YAML dialogs do import it, so the check above would see them', () => {
    expect([...staticPackages([resolve(APP, '..', 'renderers/dashboard/ExportDialog.tsx')])]).toContain('yaml')
  })
})
