import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithReference, REFERENCE_DIR } from '../reference.js'
import { apiAs, processedUpload } from './support/apiClient.js'
import { step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

const CIF = join(REFERENCE_DIR, 'raw-files', 'cif', 'Ag1Co1O2_ICSD_246157.cif')
const APPS = readdirSync(resolve(import.meta.dirname, '..', '..', 'configs', 'apps'))
  .filter((name) => name.endsWith('.app.yaml'))
  .map((name) => name.replace(/\.app\.yaml$/, ''))

/**
 * What the main area shows besides its heading and breadcrumbs: a page is empty when it has almost no
 * text and nothing to look at or use (table, field, button, link, picture) once it has loaded.
 */
async function contentOf(page: Page): Promise<{ text: number; widgets: number; crashed: boolean }> {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) return { text: 0, widgets: 0, crashed: false }
    const clone = main.cloneNode(true) as HTMLElement
    // Loading indicators are not content: a page still loading counts as empty until it shows something.
    clone.querySelectorAll('h1, nav, [role="progressbar"]').forEach((element) => element.remove())
    return {
      text: (clone.textContent ?? '').replace(/\s+/g, ' ').trim().length,
      widgets: clone.querySelectorAll('table, input, textarea, button, a, svg, canvas, img, [role="img"]').length,
      crashed: main.textContent?.includes('There has been a Javascript error.') ?? false,
    }
  })
}

describeWithReference('every route of spec 1 §2 in Chromium', () => {
  const session = useBrowserSession({ width: 1400, height: 1000 })

  it('renders real content on each route, none an empty page', async () => {
    const { server, page } = session
    const api = await apiAs(server.guiUrl, 'demo', 'demo-password')
    const upload = await processedUpload(api, 'Ag1Co1O2_ICSD_246157.cif', new Uint8Array(readFileSync(CIF)))
    await api.json(`uploads/${upload.upload_id}/action/publish`, { method: 'POST' })
    const entryId = (await api.json(`uploads/${upload.upload_id}/entries`)).data[0].entry_id as string
    const dataset = (await api.json('datasets/', { method: 'POST', body: JSON.stringify({ dataset_name: 'Walked' }), headers: { 'content-type': 'application/json' } })).data
    await api.json(`uploads/${upload.upload_id}/edit`, {
      method: 'POST',
      body: JSON.stringify({ metadata: { datasets: { add: [dataset.dataset_id] } } }),
      headers: { 'content-type': 'application/json' },
    })

    const routes: [path: string, landsOn: RegExp][] = [
      ['user', /\/user\/uploads$/],
      ['user/uploads', /\/user\/uploads$/],
      [`user/uploads/upload/id/${upload.upload_id}`, /\/upload\/id\/[^/]+$/],
      [`user/uploads/upload/id/${upload.upload_id}/files`, /\/files/],
      ['user/datasets', /\/user\/datasets$/],
      [`user/datasets/dataset/id/${dataset.dataset_id}`, /\/dataset\/id\//],
      ['user/search', /\/user\/search$/],
      [`entry/id/${entryId}`, /\/entry\/id\/[^/]+$/],
      [`entry/id/${entryId}/files`, /\/entry\/id\/[^/]+\/files/],
      [`entry/id/${entryId}/data`, /\/entry\/id\/[^/]+\/data/],
      [`entry/id/${entryId}/logs`, /\/entry\/id\/[^/]+\/logs/],
      [`entry/query?upload_id=${upload.upload_id}`, /\/entry\/id\/[^/]+$/],
      ['entry/pid/no-such-pid', /\/entry\/pid\//],
      ['search', /\/search\/[^/]+$/],
      ...APPS.map((app): [string, RegExp] => [`search/${app}`, new RegExp(`/search/${app}$`)]),
      ['analyze/apis', /\/analyze\/apis$/],
      ['analyze/metainfo', /\/analyze\/metainfo/],
      ['analyze/north', /\/analyze\/north/],
      ['about/information', /\/about\/information$/],
      ['dev/datatable', /\/dev\/datatable$/],
      ['dev/editquantity', /\/dev\/editquantity$/],
      ['dev/plot', /\/dev\/plot$/],
      ['dev/statecharts', /\/dev\/statecharts$/],
      ['no/such/page', /\/about\/information$/],
    ]

    await page.goto(server.guiUrl)
    await acceptCookies(page)
    await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
    const empty: string[] = []
    for (const [path, landsOn] of routes) {
      await step(page, `route-${path}`, async () => {
        await page.goto(`${server.guiUrl}${path}`)
        await page.waitForURL(landsOn, { timeout: 20000 })
        const filled = await expect
          .poll(async () => {
            const content = await contentOf(page)
            return content.crashed ? 'crashed' : content.text >= 40 || content.widgets > 0
          }, { timeout: 20000 })
          .toBe(true)
          .then(() => true, () => false)
        if (!filled) empty.push(path)
      })
    }
    expect(empty).toEqual([])
  }, 600000)
})
