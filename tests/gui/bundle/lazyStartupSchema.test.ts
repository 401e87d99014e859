import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticModules } from './staticImports.js'

const SRC = resolve(import.meta.dirname, '..', '..', '..', 'src')
const STARTUP_SCHEMA = resolve(SRC, 'engine/config/startup.ts')
const PAGES = ['app/main.tsx', 'app/pages/entry/EntryPage.tsx', 'app/pages/entry/OverviewTab.tsx', 'app/pages/search/AppSearchPage.tsx', 'app/pages/search/SearchPageContent.tsx']

describe("the startup configuration's schema loads only to check a configuration the server did not", () => {
  it('the shell and the preloaded pages do not import it', () => {
    expect([...staticModules(PAGES.map((path) => resolve(SRC, path)))]).not.toContain(STARTUP_SCHEMA)
  })

  it('the check the shell loads on demand does, so the check above would see it', () => {
    expect([...staticModules([resolve(SRC, 'app/boot/startupConfig.ts')])]).toContain(STARTUP_SCHEMA)
  })
})
