import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { measurementFile } from '../gui/viewers/hdf5Files.js'
import { saveScreenshot, step } from './support/browser.js'
import { acceptCookies, logIn } from './support/login.js'
import { useBrowserSession } from './support/session.js'

const VASPRUN = resolve(import.meta.dirname, '..', 'data', 'parsers', 'vasp-relax-bands', 'vasprun.xml')

/** Uploads a vasprun.xml as the demo user, published directly, and answers its entry id once processed. */
async function uploadVaspCalculation(apiUrl: string): Promise<string> {
  const token = ((await (await fetch(`${apiUrl}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
  const headers = { Authorization: `Bearer ${token}` }
  const created = await fetch(`${apiUrl}/uploads?file_name=vasprun.xml&publish_directly=true`, { method: 'POST', headers, body: readFileSync(VASPRUN) })
  if (!created.ok) throw new Error(`upload failed: ${created.status} ${await created.text()}`)
  const uploadId = ((await created.json()) as { upload_id: string }).upload_id
  for (let attempt = 0; attempt < 120; attempt++) {
    const upload = (await (await fetch(`${apiUrl}/uploads/${uploadId}`, { headers })).json()) as { data: { process_running: boolean; published?: boolean } }
    if (!upload.data.process_running && upload.data.published) break
    await new Promise((resolveWait) => setTimeout(resolveWait, 500))
  }
  const entries = (await (await fetch(`${apiUrl}/uploads/${uploadId}/entries`, { headers })).json()) as { data: { entry_id: string }[] }
  if (entries.data.length === 0) throw new Error('the vasprun.xml upload produced no entry')
  return entries.data[0].entry_id
}

/** Uploads `bytes` as the demo user's file `fileName` in a new upload and answers the upload id once processed. */
async function uploadFile(apiUrl: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const token = ((await (await fetch(`${apiUrl}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
  const headers = { Authorization: `Bearer ${token}` }
  const created = await fetch(`${apiUrl}/uploads?file_name=${fileName}`, { method: 'POST', headers, body: bytes as Uint8Array<ArrayBuffer> })
  if (!created.ok) throw new Error(`upload failed: ${created.status} ${await created.text()}`)
  const uploadId = ((await created.json()) as { upload_id: string }).upload_id
  for (let attempt = 0; attempt < 120; attempt++) {
    const upload = (await (await fetch(`${apiUrl}/uploads/${uploadId}`, { headers })).json()) as { data: { process_running: boolean } }
    if (!upload.data.process_running) break
    await new Promise((resolveWait) => setTimeout(resolveWait, 500))
  }
  return uploadId
}

/** Counts pixels of a WebGL canvas that differ from its white background (drawn into a 2D canvas in the page). */
function drawnPixels(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const source = document.querySelector<HTMLCanvasElement>(css)
    if (!source || source.width === 0) return 0
    const copy = document.createElement('canvas')
    copy.width = source.width
    copy.height = source.height
    const context = copy.getContext('2d')!
    context.drawImage(source, 0, 0)
    const pixels = context.getImageData(0, 0, copy.width, copy.height).data
    let count = 0
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 240 || pixels[i + 1] < 240 || pixels[i + 2] < 240) count++
    return count
  }, selector)
}

/** A cubic grid of `n` silicon atoms as a results structure (SI units), served in place of the real archive. */
function gridArchive(entryId: string, n: number): string {
  const side = Math.ceil(Math.cbrt(n))
  const positions = Array.from({ length: n }, (_, i) => [(i % side) * 2.35e-10, (Math.floor(i / side) % side) * 2.35e-10, Math.floor(i / side / side) * 2.35e-10])
  const structure = { species_at_sites: positions.map(() => 'Si'), cartesian_site_positions: positions, dimension_types: [0, 0, 0] }
  const archive = { results: { material: { elements: ['Si'], structural_type: 'bulk' }, properties: { structures: { structure_original: structure } } } }
  return JSON.stringify({ entry_id: entryId, data: { entry_id: entryId, archive } })
}

/** Eight silicon atoms on a cube's corners, 4 Å apart (no bonds), whose topology has a group of the four at z = 0. */
function topologyArchive(entryId: string): string {
  const positions = [0, 1].flatMap((k) => [0, 1].flatMap((j) => [0, 1].map((i) => [i * 4e-10, j * 4e-10, k * 4e-10])))
  const atoms = { species: positions.map(() => 14), positions, periodic: [false, false, false] }
  const topology = [
    { system_id: 'results/material/topology/0', label: 'original', structural_type: 'bulk', atoms },
    { system_id: 'results/material/topology/1', label: 'lower face', structural_type: 'group', parent_system: 'results/material/topology/0', indices: [[0, 1, 2, 3]] },
  ]
  const archive = { results: { material: { elements: ['Si'], structural_type: 'bulk', topology } } }
  return JSON.stringify({ entry_id: entryId, data: { entry_id: entryId, archive } })
}

describe('entry page in Chromium', () => {
  const session = useBrowserSession({ width: 1400, height: 1000 })
  let entryId: string

  beforeAll(async () => {
    entryId = await uploadVaspCalculation(`${session.server.origin}/prod/v1/develop/api/v1`)
  })

  it('shows the VASP entry: metadata, the 3D structure drawn, the band structure', async () => {
    const { server, page } = session
    const archiveRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/archive/query')) archiveRequests.push(request.postData() ?? '')
    })

    await step(page, 'open-entry', async () => {
      await page.goto(`${server.guiUrl}entry/id/${entryId}`)
      await page.getByRole('complementary', { name: 'Metadata' }).waitFor()
      await page.getByText('vasprun.xml').first().waitFor()
    })

    await step(page, 'structure-drawn', async () => {
      const canvas = page.locator('[data-testid="structure-canvas"] canvas')
      await canvas.waitFor({ timeout: 30000 })
      await expect.poll(() => drawnPixels(page, '[data-testid="structure-canvas"] canvas'), { timeout: 30000 }).toBeGreaterThan(500)
      await canvas.screenshot({ path: resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e', 'entry-structure.png') })
    })

    await step(page, 'structure-tools', async () => {
      const viewer = page.locator('[data-testid="structure-canvas"]').locator('..')
      await viewer.getByRole('list', { name: 'Element legend' }).getByText('Si', { exact: true }).waitFor()
      const labels = viewer.getByTestId('lattice-label')
      await expect.poll(() => labels.allTextContents(), { timeout: 10000 }).toEqual(['a', 'b', 'c'])
      const where = () => labels.first().evaluate((label: HTMLElement) => [label.style.left, label.style.top].map((value) => parseFloat(value).toFixed(1)).join(' '))
      const home = await where()
      // Turning the view moves the labels with the arrows; reset view brings both back.
      const box = (await page.locator('[data-testid="structure-canvas"] canvas').boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 8 })
      await page.mouse.up()
      await expect.poll(where).not.toBe(home)
      await page.getByRole('button', { name: 'Reset view' }).click()
      await expect.poll(where).toBe(home)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Take a screenshot' }).click()
      const saved = await download
      expect(saved.suggestedFilename()).toBe('structure.png')
      const png = readFileSync(await saved.path())
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(png.length).toBeGreaterThan(2000)
      await saved.saveAs(resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e', 'structure-screenshot.png'))
    })

    await step(page, 'band-structure', async () => {
      const plot = page.getByRole('img', { name: 'band structure' })
      await plot.waitFor({ timeout: 30000 })
      await expect.poll(() => plot.getAttribute('data-drawn'), { timeout: 30000 }).toBe('true')
      expect(await plot.locator('.main-svg').count()).toBeGreaterThan(0)
    })

    await step(page, 'shared-energy-axis', async () => {
      const band = page.getByRole('img', { name: 'band structure' })
      const dos = page.getByRole('img', { name: 'density of states' })
      await expect.poll(() => dos.getAttribute('data-drawn'), { timeout: 30000 }).toBe('true')
      const energyRange = (plot: typeof band) => plot.evaluate((element) => (element as HTMLElement & { _fullLayout: { yaxis: { range: number[] } } })._fullLayout.yaxis.range.map((v) => Math.round(v * 100) / 100))
      expect(await energyRange(dos)).toEqual([-10, 10])
      // A tall, narrow drag on the band structure zooms its energy axis only; the DOS follows.
      await acceptCookies(page)
      await band.scrollIntoViewIfNeeded()
      const area = (await band.locator('.nsewdrag').boundingBox())!
      await page.mouse.move(area.x + area.width / 2, area.y + area.height * 0.3)
      await page.mouse.down()
      await page.mouse.move(area.x + area.width / 2 + 2, area.y + area.height * 0.5, { steps: 5 })
      await page.mouse.up()
      await expect.poll(() => energyRange(dos), { timeout: 10000 }).not.toEqual([-10, 10])
      expect(await energyRange(dos)).toEqual(await energyRange(band))
      // A double click on the DOS resets it, and the band structure with it.
      const dosArea = (await dos.locator('.nsewdrag').boundingBox())!
      await page.mouse.dblclick(dosArea.x + dosArea.width / 2, dosArea.y + dosArea.height / 2)
      await expect.poll(() => energyRange(band), { timeout: 10000 }).toEqual([-10, 10])
      expect(await energyRange(dos)).toEqual([-10, 10])
    })

    await step(page, 'convergence-log-axis', async () => {
      const plot = page.getByRole('img', { name: 'energy convergence' })
      await plot.waitFor({ timeout: 30000 })
      await expect.poll(() => plot.getAttribute('data-drawn'), { timeout: 30000 }).toBe('true')
      const ticks = await plot.locator('.ytick text').allTextContents()
      expect(ticks.length).toBeGreaterThan(1)
      for (const tick of ticks) expect(tick).toMatch(/^10[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+$/)
      expect(await plot.locator('.g-ytitle').textContent()).toBe('Energy change (eV)')
    })

    await step(page, 'workflow-graph', async () => {
      const card = page.getByRole('region', { name: 'Workflow Graph' })
      const graph = card.getByRole('img', { name: 'workflow graph' })
      await graph.waitFor({ timeout: 30000 })
      expect(await graph.locator('path[data-edge][marker-end]').count()).toBeGreaterThan(0)
      const [cardBox, graphBox] = [(await card.boundingBox())!, (await graph.boundingBox())!]
      expect(graphBox.x).toBeGreaterThanOrEqual(cardBox.x)
      expect(graphBox.x + graphBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
      // The label backgrounds are sized from an estimate: the real text must fit inside them.
      const overflowing = await graph.evaluate((svg) =>
        [...svg.querySelectorAll('[data-label]')].filter((label) => {
          const text = label.querySelector('text')!.getBBox()
          const rect = label.querySelector('rect')!.getBBox()
          return text.x < rect.x - 0.5 || text.x + text.width > rect.x + rect.width + 0.5
        }).length,
      )
      expect(overflowing).toBe(0)
    })

    expect(archiveRequests).toHaveLength(1)
    await saveScreenshot(page, 'entry-overview')

    await step(page, 'files-tab', async () => {
      await page.getByRole('tab', { name: 'Files' }).click()
      await page.waitForURL(/\/files\//)
      await page.getByText('Entry files').waitFor()
    })

    await step(page, 'data-tab', async () => {
      await page.getByRole('tab', { name: 'Data' }).click()
      await page.waitForURL(/\/data$/)
      // Three lanes deep into the processed data: results → material → symmetry, then one quantity's value.
      const lanes = page.getByTestId('archive-lanes')
      await lanes.getByRole('list', { name: 'archive root' }).getByRole('button', { name: 'results', exact: true }).click({ timeout: 30000 })
      await page.waitForURL(/\/data\/results$/)
      const results = lanes.getByRole('list', { name: 'lane 1' })
      for (const name of ['material', 'method', 'properties']) await results.getByRole('button', { name, exact: true }).waitFor()
      await results.getByRole('button', { name: 'material', exact: true }).click()
      await page.waitForURL(/\/data\/results\/material$/)
      const material = lanes.getByRole('list', { name: 'lane 2' })
      for (const name of ['elements', 'chemical_formula_hill', 'symmetry']) await material.getByRole('button', { name, exact: true }).waitFor()
      await material.getByRole('button', { name: 'symmetry', exact: true }).click()
      await page.waitForURL(/\/data\/results\/material\/symmetry$/)
      const symmetry = lanes.getByRole('list', { name: 'lane 3' })
      for (const name of ['space_group_number', 'crystal_system']) await symmetry.getByRole('button', { name, exact: true }).waitFor()
      await symmetry.getByRole('button', { name: 'space_group_symbol', exact: true }).click()
      await page.waitForURL(/\/data\/results\/material\/symmetry\/space_group_symbol$/)
      // Silicon in the diamond structure.
      await expect.poll(() => lanes.getByTestId('quantity-value').first().textContent(), { timeout: 30000 }).toBe('Fd-3m')
      await saveScreenshot(page, 'entry-data-lanes')
    })

    await step(page, 'logs-tab', async () => {
      await page.getByRole('tab', { name: 'Logs' }).click()
      await page.waitForURL(/\/logs$/)
      const count = page.getByTestId('log-count')
      const summaries = () => page.getByTestId('log-summary').allTextContents()
      // The processed vasprun.xml logged INFO lines only, and INFO is not among the levels ticked at first.
      await expect.poll(() => count.textContent(), { timeout: 30000 }).toBe('No log entries matching selected criteria')
      expect(await summaries()).toEqual([])
      await page.getByLabel('INFO', { exact: true }).check()
      await expect.poll(() => count.textContent()).toMatch(/^\d+ matching log entry found$/)
      const shown = await summaries()
      expect(shown.every((summary) => summary.startsWith('INFO'))).toBe(true)
      expect(shown.some((summary) => summary.includes('event: parsing started'))).toBe(true)
      expect(shown.some((summary) => summary.includes('event: parsing completed'))).toBe(true)
      await page.getByLabel('INFO', { exact: true }).uncheck()
      await expect.poll(() => count.textContent()).toBe('No log entries matching selected criteria')
      expect(await summaries()).toEqual([])
    })

    await step(page, 'back-to-overview', async () => {
      await page.getByRole('tab', { name: 'Overview' }).click()
      await page.getByRole('img', { name: 'band structure' }).waitFor()
    })
  })

  it('draws a large structure (reduced detail, bonds disabled) and asks before drawing one above the limit', async () => {
    const { server, browser } = session
    const large = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    try {
      await large.route('**/archive/query', (route) => route.fulfill({ contentType: 'application/json', body: gridArchive(entryId, 5000) }))
      await step(large, 'large-structure', async () => {
        await large.goto(`${server.guiUrl}entry/id/${entryId}`)
        await large.locator('[data-testid="structure-canvas"] canvas').waitFor({ timeout: 30000 })
        await expect.poll(() => drawnPixels(large, '[data-testid="structure-canvas"] canvas'), { timeout: 30000 }).toBeGreaterThan(2000)
        expect(await large.getByLabel('Bonds').isDisabled()).toBe(true)
      })
      await large.unroute('**/archive/query')
      await large.route('**/archive/query', (route) => route.fulfill({ contentType: 'application/json', body: gridArchive(entryId, 40001) }))
      await step(large, 'too-large-structure', async () => {
        await large.goto(`${server.guiUrl}entry/id/${entryId}`)
        await large.getByText('Visualization is by default disabled for systems with more than 40000 atoms. Do you wish to enable visualization for this system with 40001 atoms?').waitFor({ timeout: 30000 })
        await large.getByRole('button', { name: 'Yes' }).click()
        await expect.poll(() => drawnPixels(large, '[data-testid="structure-canvas"] canvas'), { timeout: 60000 }).toBeGreaterThan(2000)
      })
    } finally {
      await large.close()
    }
  })

  it('highlights a topology group in the structure: the other atoms fade', async () => {
    const { server, browser } = session
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    try {
      await page.route('**/archive/query', (route) => route.fulfill({ contentType: 'application/json', body: topologyArchive(entryId) }))
      await step(page, 'topology-highlight', async () => {
        await page.goto(`${server.guiUrl}entry/id/${entryId}`)
        const canvas = '[data-testid="structure-canvas"] canvas'
        await page.locator(canvas).waitFor({ timeout: 30000 })
        await expect.poll(() => drawnPixels(page, canvas), { timeout: 30000 }).toBeGreaterThan(2000)
        const all = await drawnPixels(page, canvas)
        await page.getByRole('tree', { name: 'topology' }).getByRole('treeitem').nth(1).click()
        // Faded atoms are almost white: about half of the atom pixels are left.
        await expect.poll(() => drawnPixels(page, canvas), { timeout: 10000 }).toBeLessThan(all * 0.8)
        expect(await drawnPixels(page, canvas)).toBeGreaterThan(all * 0.2)
        await saveScreenshot(page, 'topology-highlight')
        await page.getByRole('tree', { name: 'topology' }).getByRole('treeitem').nth(0).click()
        await expect.poll(() => drawnPixels(page, canvas), { timeout: 10000 }).toBe(all)
      })
    } finally {
      await page.close()
    }
  })

  it('opens an uploaded .h5 file in the file browser: its tree, a dataset\'s shape, dtype and values', async () => {
    const { server, browser } = session
    const uploadId = await uploadFile(`${server.origin}/prod/v1/develop/api/v1`, 'scan.h5', await measurementFile())
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    try {
      await step(page, 'hdf5-login', async () => {
        await page.goto(server.guiUrl)
        await acceptCookies(page)
        await logIn(page, 'demo', 'demo-password', /Welcome.*Demo User/)
      })
      await step(page, 'hdf5-file-preview', async () => {
        await page.goto(`${server.guiUrl}user/uploads/upload/id/${uploadId}/files/scan.h5`)
        const tree = page.getByRole('tree', { name: 'hdf5 tree' })
        await tree.waitFor({ timeout: 60000 })
        await tree.getByRole('button', { name: 'open /entry' }).click()
        await tree.getByRole('button', { name: 'image', exact: true }).click()
        const dataset = page.getByRole('table', { name: 'dataset' })
        await expect.poll(() => dataset.textContent(), { timeout: 30000 }).toContain('[3, 4]')
        expect(await dataset.textContent()).toContain('int32')
        expect(await page.getByRole('table', { name: 'values' }).getByRole('row').first().textContent()).toBe('011121314')
        await page.getByRole('img', { name: 'heatmap of /entry/image' }).and(page.locator('[data-drawn="true"]')).waitFor({ timeout: 60000 })
        await tree.getByRole('button', { name: 'energy', exact: true }).click()
        await page.getByRole('img', { name: 'line plot of /entry/energy' }).and(page.locator('[data-drawn="true"]')).waitFor({ timeout: 60000 })
        await saveScreenshot(page, 'hdf5-file-preview')
      })
    } finally {
      await page.close()
    }
  })
})
