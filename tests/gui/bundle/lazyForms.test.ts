import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticPackages } from './staticImports.js'

const APP = resolve(import.meta.dirname, '..', '..', '..', 'src', 'app')

// What the Entries search page loads before its first rows: the entry, the page and its content chunk (a lazy one the page always asks for).
const SEARCH_PAGE = ['main.tsx', 'pages/search/AppSearchPage.tsx', 'pages/search/SearchPageContent.tsx'].map((path) => resolve(APP, path))

describe('the search page loads no form library on boot', () => {
  it('neither the GUI entry nor the search page imports rjsf or ajv statically', () => {
    const packages = [...staticPackages(SEARCH_PAGE)]
    // The walk reaches the page's libraries at all (a broken walk would find nothing and pass).
    expect(packages).toEqual(expect.arrayContaining(['react', 'zod', '@mui/material/Box']))
    expect(packages.filter((name) => /^@rjsf\/|^ajv/.test(name))).toEqual([])
  })

  it('the forms themselves do import rjsf, so the check above would see them', () => {
    const packages = [...staticPackages([resolve(APP, '..', 'renderers/widgets/kind/WidgetFormDialog.tsx')])]
    expect(packages.filter((name) => name.startsWith('@rjsf/'))).not.toEqual([])
  })
})
